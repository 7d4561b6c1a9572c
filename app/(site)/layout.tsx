import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/shell/site-document';
import './globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/**
 * The root layout of the public site (the editor at /admin has its own, app/(payload)). It has
 * no slot but its children on purpose: Next renders a root layout with a second slot a second
 * time, inside its not-found fallback, in every page's payload (about 14 KB of navbar and
 * footer). The dialogs' slot is one level down, in ./(pages)/layout.tsx.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
