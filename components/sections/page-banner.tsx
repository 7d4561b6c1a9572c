import type { ReactNode } from 'react';
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { ChevronRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { Route } from '@/content/types';
import { site } from '@/lib/site';
import { JsonLd } from '../ui/json-ld';
import { ButtonRow, type ActionLink } from './button-row';

export type Crumb = { name: string; href?: Route };

type PageBannerProps = {
  title: string;
  subtitle?: string;
  /**
   * Items after 'Home'; the last one is the current page and is shown as plain text. By default
   * the page alone, named by its title.
   */
  breadcrumb?: readonly Crumb[];
  /** Canonical path of the current page, for the structured data. */
  path: Route;
  /** Calls to action under the subtitle. */
  actions?: readonly ActionLink[];
  /** The breadcrumb's first item, in the language of a translated page. */
  homeLabel?: string;
  children?: ReactNode;
};

function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  path: Route,
  homeLabel: string,
): WithContext<BreadcrumbList> {
  const items = [{ name: homeLabel, href: '/' as Route }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${site.url}${index === items.length - 1 ? path : (crumb.href ?? path)}`,
    })),
  };
}

export function PageBanner({
  title,
  subtitle,
  breadcrumb = [{ name: title }],
  path,
  actions,
  homeLabel = 'Home',
  children,
}: PageBannerProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 pt-28 pb-14 text-white sm:pt-32 sm:pb-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(134,181,58,0.35),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(60,99,0,0.6),transparent_55%)]"
      />
      {/* From the top, not centred in a minimum height: a line that arrives after the others were
          drawn must not move them (e2e/drawn-while-parsing.spec.ts). */}
      <div className="mx-auto flex max-w-7xl flex-col px-4 sm:px-6">
        <nav aria-label="Breadcrumb" className="mb-5 text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-brand-100">
            <li>
              <Link href="/" className="hover:text-white hover:underline">
                {homeLabel}
              </Link>
            </li>
            {breadcrumb.map((crumb, index) => {
              const last = index === breadcrumb.length - 1;
              return (
                <li key={crumb.name} className="flex min-h-5 items-center gap-1">
                  <ChevronRight aria-hidden="true" className="size-4" />
                  {last || !crumb.href ? (
                    <span aria-current={last ? 'page' : undefined} className="text-white">
                      {crumb.name}
                    </span>
                  ) : (
                    <Link href={crumb.href} className="hover:text-white hover:underline">
                      {crumb.name}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-brand-50">{subtitle}</p> : null}
        {actions ? <ButtonRow actions={actions} /> : null}
        {children}
      </div>
      <JsonLd data={breadcrumbJsonLd(breadcrumb, path, homeLabel)} />
    </section>
  );
}
