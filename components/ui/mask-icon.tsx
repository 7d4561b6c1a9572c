import { iconFile, type IconName } from '@/lib/icon-names';

/**
 * An icon as one element: a <span> painted in the text colour through the icon's file as a mask
 * (.icon-mask in app/(site)/globals.css; the files are served by app/icons/[file]/route.ts). An
 * inline SVG put each icon's paths in the page twice, in its HTML and in its RSC payload, and gave
 * React three to six more elements to hydrate per icon (66 icons, 290 elements on /career). By
 * name, not a static import of the file: webpack puts every image a server component imports into
 * the page's client chunk. Sized by the caller's classes (size-4), 24 px when none is given, as
 * Lucide's were. Always hidden from assistive technology: each icon sits beside the text that says
 * what it means.
 */
export type IconComponent = (props: {
  className?: string;
  'aria-hidden'?: boolean | 'true';
}) => React.JSX.Element;

/**
 * A one-colour SVG file painted in the text colour through the file as a mask (.icon-mask): the
 * element maskIcon's icons and the social marks (components/shell/social-icon.tsx) are.
 */
export function MaskImage({ src, className }: { src: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={className ? `icon-mask ${className}` : 'icon-mask'}
      style={{ maskImage: `url(${src})` }}
    />
  );
}

export function maskIcon(name: IconName): IconComponent {
  const src = `/icons/${iconFile(name)}`;
  return function Icon({ className }) {
    return <MaskImage src={src} className={className} />;
  };
}
