import {
  Activity,
  Cloud,
  Container,
  FileCode,
  GitBranch,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { TechCategoryIcon } from '@/content/devops';

export const categoryIcons = {
  cloud: Cloud,
  containers: Container,
  pipeline: GitBranch,
  code: FileCode,
  monitoring: Activity,
  security: ShieldCheck,
} as const satisfies Record<TechCategoryIcon, LucideIcon>;
