import {
  Cloud,
  CodeXml,
  Handshake,
  Infinity as InfinityIcon,
  Palette,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceIconName } from '@/content/services';

export const serviceIcons: Record<ServiceIconName, LucideIcon> = {
  web: CodeXml,
  mobile: Smartphone,
  cloud: Cloud,
  design: Palette,
  devops: InfinityIcon,
  salesforce: Handshake,
};
