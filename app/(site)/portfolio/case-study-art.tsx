import type { CaseStudyArt as ArtName } from '@/content/types';

/**
 * Decorative illustration of a case study, one scene per project (public/portfolio/): a file the
 * browser caches, not a drawing written into the page twice, in its HTML and its RSC payload.
 */
export function CaseStudyArt({ art }: { art: ArtName }) {
  return (
    // A local SVG drawn at its own size: next/image would only add client JavaScript.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/portfolio/${art}.svg`}
      alt=""
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
      className="mx-auto w-full max-w-lg"
    />
  );
}
