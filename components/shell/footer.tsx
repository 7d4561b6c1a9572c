import { BriefcaseBusiness, Mail, MapPin, Phone } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { socialLinks } from '@/content/company';
import {
  footerContactLabels,
  footerLinkGroups,
  policyLinks,
  worldClockCities,
} from '@/content/shell';
import { formatAddress, site, telHref } from '@/lib/site';
import { Logo } from './logo';
import { MotionToggle } from './motion-toggle';
import { SocialIcon } from './social-icon';
import { WorldClocks } from './world-clocks';

const contactLinks = [
  { href: telHref(site.phone), Icon: Phone, text: site.phone },
  { href: `mailto:${site.salesEmail}`, Icon: Mail, text: site.salesEmail },
  {
    href: `mailto:${site.hrEmail}`,
    Icon: BriefcaseBusiness,
    label: footerContactLabels.hrEmail,
    text: site.hrEmail,
  },
];

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <footer className="bg-brand-950 text-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="sr-only">Site information</h2>
        <section aria-labelledby="world-time-heading" className="mb-12">
          <h3 id="world-time-heading" className="mb-4 text-lg font-semibold text-white">
            Our time, your time
          </h3>
          <WorldClocks cities={worldClockCities} />
        </section>
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          <div>
            <div className="inline-block rounded-xl bg-white px-3 py-2">
              <Logo name={site.name} />
            </div>
            <p className="mt-4 text-sm leading-6 text-brand-100">{site.description}</p>
            <ul aria-label="Social media" className="mt-5 flex gap-2">
              {socialLinks.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon icon={social.icon} />
                    <span className="sr-only">{social.label} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footerLinkGroups.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h3 className="text-base font-semibold text-white">{group.heading}</h3>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="inline-flex min-h-9 items-center text-sm text-brand-100 hover:text-white hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h3 className="text-base font-semibold text-white">Contact</h3>
            <address className="mt-3 space-y-3 text-sm text-brand-100 not-italic">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {formatAddress(site.address)}
              </p>
              {contactLinks.map(({ href, Icon, label, text }) => (
                <p key={href}>
                  <a href={href} className="flex gap-2 hover:text-white hover:underline">
                    <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>
                      {label ? `${label}: ` : null}
                      {text}
                    </span>
                  </a>
                </p>
              ))}
            </address>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm text-brand-100 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {site.legalName}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <ul aria-label="Policies" className="flex gap-4">
              {policyLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <MotionToggle />
          </div>
        </div>
      </div>
    </footer>
  );
}
