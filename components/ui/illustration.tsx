import type { IllustrationName } from '@/content/portfolio';
import { LocalImage } from './local-image';

/**
 * A decorative drawing, 480 × 320 (public/illustrations/): a file the browser caches and loads
 * when it nears the screen, not a drawing written into the page twice, in its HTML and its RSC
 * payload.
 */
export function Illustration({ name }: { name: IllustrationName }) {
  return (
    <LocalImage
      image={{ src: `/illustrations/${name}.svg`, alt: '', width: 480, height: 320 }}
      className="mx-auto w-full max-w-lg"
    />
  );
}
