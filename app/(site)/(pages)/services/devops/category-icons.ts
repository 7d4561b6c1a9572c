import {
  Activity,
  Cloud,
  Container,
  FileCode,
  GitBranch,
  ShieldCheck,
  type IconComponent,
} from '@/components/ui/icons';
import type { TechCategoryIcon } from '@/content/devops';

export const categoryIcons = {
  cloud: Cloud,
  containers: Container,
  pipeline: GitBranch,
  code: FileCode,
  monitoring: Activity,
  security: ShieldCheck,
} as const satisfies Record<TechCategoryIcon, IconComponent>;
