import type { ComponentType } from 'react';
import type { CaseStudyArt as ArtName } from '@/content/types';
import { ClinicScene } from './art/clinic';
import { CloudScene } from './art/cloud';
import { LearningScene } from './art/learning';
import { LendingScene } from './art/lending';
import { OrdersScene } from './art/orders';
import { StorefrontScene } from './art/storefront';

const scenes: Record<ArtName, ComponentType> = {
  orders: OrdersScene,
  clinic: ClinicScene,
  lending: LendingScene,
  storefront: StorefrontScene,
  cloud: CloudScene,
  learning: LearningScene,
};

/** Decorative illustration of a case study; one scene per project. */
export function CaseStudyArt({ art }: { art: ArtName }) {
  const Scene = scenes[art];
  return (
    <svg aria-hidden="true" viewBox="0 0 480 320" className="mx-auto w-full max-w-lg" fill="none">
      <rect width="480" height="320" rx="32" fill="#f4f9ec" />
      <Scene />
    </svg>
  );
}
