import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/site/site-document';
import './globals.css';

type SiteLayoutProps = { children: ReactNode; modal: ReactNode };

export const metadata = siteMetadata;
export const viewport = siteViewport;

/**
 * The root layout of the public site (the editor at /admin has its own, app/(payload)), and the
 * slot where a news article, a leader's profile or an application form opens as a modal dialog
 * over the page it was opened from (./@modal: Next's intercepting routes). Loaded directly, the
 * same addresses render their own full pages.
 */
export default function SiteLayout({ children, modal }: SiteLayoutProps) {
  return (
    <SiteDocument>
      {children}
      {modal}
    </SiteDocument>
  );
}
