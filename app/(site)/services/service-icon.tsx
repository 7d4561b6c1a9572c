import {
  Cloud,
  CodeXml,
  Handshake,
  Infinity as InfinityIcon,
  Palette,
  Smartphone,
} from 'lucide-react';
import type { ServiceIconName } from '@/content/types';

const icons = {
  web: CodeXml,
  mobile: Smartphone,
  cloud: Cloud,
  design: Palette,
  devops: InfinityIcon,
  salesforce: Handshake,
} as const satisfies Record<ServiceIconName, unknown>;

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
