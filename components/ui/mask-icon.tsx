import type { IconName } from '@/lib/icon-names';

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

/** Where an icon's file is served. */
export const iconSrc = (name: IconName) => `/icons/${name}.svg`;

export function maskIcon(name: IconName): IconComponent {
  const maskImage = `url(${iconSrc(name)})`;
  return function Icon({ className }) {
    return (
      <span
        aria-hidden="true"
        className={className ? `icon-mask ${className}` : 'icon-mask'}
        style={{ maskImage }}
      />
    );
  };
}
