import {
  Cloud,
  CodeXml,
  Handshake,
  InfinityIcon,
  Palette,
  Smartphone,
  type IconComponent,
} from '@/components/ui/icons';
import type { ServiceIconName } from '@/content/services';

export const serviceIcons: Record<ServiceIconName, IconComponent> = {
  web: CodeXml,
  mobile: Smartphone,
  cloud: Cloud,
  design: Palette,
  devops: InfinityIcon,
  salesforce: Handshake,
};
