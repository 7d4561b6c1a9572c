import type { TechLogoName } from '@/content/tech-logos';
import { techLogoSrc } from '@/lib/tech-logos';

/**
 * A technology's logo (app/tech-logos/[file]/route.ts); decorative, the name is always written
 * beside it.
 */
export function TechLogo({
  name,
  className = 'size-8',
}: {
  name: TechLogoName;
  className?: string;
}) {
  return (
    // A local SVG drawn at its own size: next/image would only add client JavaScript.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={techLogoSrc(name)}
      alt=""
      aria-hidden="true"
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
