import { LocalImage } from '@/components/ui/local-image';
import { clientLogosSection, getClientLogos, type ClientLogo } from '@/content/clients';
import { StripPauseToggle } from './strip-pause-button';

/**
 * Client logos in a marquee: the eight logos three times over, moved by a CSS animation (see
 * `.logo-strip` in globals.css) that stops on hover, on keyboard focus and with the pause
 * button. Without JavaScript, with reduced motion or with motion paused site-wide it stands
 * still; the first two cases show only the first set, wrapped.
 */
export function ClientLogos() {
  const logos = getClientLogos();
  return (
    <section
      aria-labelledby="client-logos-heading"
      className="logo-strip border-y border-slate-100 bg-white py-10"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <h2
          id="client-logos-heading"
          className="text-sm font-semibold tracking-wider text-slate-700 uppercase"
        >
          {clientLogosSection.heading}
        </h2>
        <StripPauseToggle labels={clientLogosSection.controls} />
      </div>
      <div
        role="group"
        aria-label={clientLogosSection.stripLabel}
        tabIndex={0}
        className="logo-marquee mt-6 focus-visible:outline-offset-[-3px]"
      >
        <div className="logo-marquee-track">
          <LogoSet logos={logos} />
          <LogoSet logos={logos} copy />
          <LogoSet logos={logos} copy />
        </div>
      </div>
    </section>
  );
}

function LogoSet({ logos, copy = false }: { logos: readonly ClientLogo[]; copy?: boolean }) {
  return (
    <ul
      // The copies are only for the eye. Nothing in them can take focus, so aria-hidden is enough;
      // `inert` would also stop them turning to colour under the pointer.
      aria-hidden={copy || undefined}
      className={copy ? 'logo-marquee-set logo-marquee-copy' : 'logo-marquee-set'}
    >
      {logos.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <LocalImage
            image={{ src: logo.logo, alt: copy ? '' : logo.name, width: 160, height: 48 }}
            className="h-12 w-40 grayscale transition-[filter] duration-300 hover:grayscale-0"
          />
        </li>
      ))}
    </ul>
  );
}
