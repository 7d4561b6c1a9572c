import type { Metadata } from 'next';
import { NotFoundContent } from '@/app/(site)/not-found';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/shell/site-document';
import { notFoundPage } from '@/content/shell';
import './(site)/globals.css';

export const metadata: Metadata = {
  ...siteMetadata,
  title: notFoundPage.title,
  robots: { index: false },
};
export const viewport = siteViewport;

/**
 * An address no route matches. The public site and the editor have a root layout each, so there
 * is no layout to render this 404 in: it brings the site's own document (Next's global-not-found).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundContent />
    </SiteDocument>
  );
}
