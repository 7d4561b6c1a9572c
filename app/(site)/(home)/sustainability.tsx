import { getSustainability } from '@/content/home';
import { FeatureSection } from '@/components/sections/feature-section';

/** How the company keeps the footprint of the software it builds small. */
export function Sustainability() {
  const { heading, text, bullets, action, image } = getSustainability();
  return (
    <FeatureSection
      title={heading}
      description={text}
      bullets={bullets}
      action={action}
      media={
        // eslint-disable-next-line @next/next/no-img-element -- a local SVG: nothing to optimise
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-xl"
        />
      }
    />
  );
}
