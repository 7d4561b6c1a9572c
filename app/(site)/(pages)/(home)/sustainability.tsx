import { FeatureSection } from '@/components/sections/feature-section';
import { LocalImage } from '@/components/ui/local-image';
import { getSustainability } from '@/content/home';

/** How the company keeps the footprint of the software it builds small. */
export function Sustainability() {
  const { heading, text, bullets, action, image } = getSustainability();
  return (
    <FeatureSection
      title={heading}
      description={text}
      bullets={bullets}
      action={action}
      media={<LocalImage image={image} className="mx-auto h-auto w-full max-w-xl" />}
    />
  );
}
