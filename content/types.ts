export type Route = `/${string}`;

export type PageEntry = {
  path: Route;
  /** Short name used in menus, breadcrumbs and the sitemap. */
  title: string;
  priority: number;
};

export type NavLink = { label: string; href: Route };
export type NavItem = NavLink & { children?: readonly NavLink[] };

export type SocialLink = {
  label: string;
  href: `https://${string}`;
  icon: 'linkedin' | 'x' | 'facebook' | 'instagram' | 'github';
};

export type WorldClockCity = { city: string; timeZone: string };

export type FooterLinkGroup = { heading: string; links: readonly NavLink[] };

export type ProcessStep = { title: string; text: string };

export type LegalBlock = { kind: 'p'; text: string } | { kind: 'list'; items: readonly string[] };

export type LegalSection = {
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  slug: 'privacy' | 'terms';
  title: string;
  description: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
};
