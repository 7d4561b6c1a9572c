import {
  Building2,
  Cpu,
  Factory,
  GraduationCap,
  HandHeart,
  HeartPulse,
  Landmark,
  LifeBuoy,
  Lightbulb,
  Plug,
  Rocket,
  School,
  ShoppingBag,
  SlidersHorizontal,
  type IconComponent,
} from '@/components/ui/icons';
import type { IndustryIcon, SalesforceIcon } from '@/content/salesforce';

export const serviceIcons: Record<SalesforceIcon, IconComponent> = {
  implementation: Rocket,
  customization: SlidersHorizontal,
  integration: Plug,
  consulting: Lightbulb,
  support: LifeBuoy,
  training: GraduationCap,
};

export const industryIcons: Record<IndustryIcon, IconComponent> = {
  healthcare: HeartPulse,
  finance: Landmark,
  manufacturing: Factory,
  retail: ShoppingBag,
  education: School,
  'real-estate': Building2,
  'non-profit': HandHeart,
  technology: Cpu,
};
