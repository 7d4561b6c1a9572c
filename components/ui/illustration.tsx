import type { IllustrationName } from '@/content/types';

/**
 * A decorative drawing, 480 × 320 (public/illustrations/): a file the browser caches and loads
 * when it nears the screen, not a drawing written into the page twice, in its HTML and its RSC
 * payload.
 */
export function Illustration({ name }: { name: IllustrationName }) {
  return (
    // A local SVG drawn at its own size: next/image would only add client JavaScript.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/illustrations/${name}.svg`}
      alt=""
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
      className="mx-auto w-full max-w-lg"
    />
  );
}
