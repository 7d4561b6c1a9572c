import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { Activity, type ReactNode } from 'react';
import { ClickSparks } from '@/components/motion/click-sparks';
import { CursorGlow } from '@/components/motion/cursor-glow';
import { Footer } from '@/components/shell/footer';
import { HydratedPart, LoadingOverlay } from '@/components/shell/loading-overlay';
import { Navbar } from '@/components/shell/navbar';
import { OfflineDialog } from '@/components/shell/offline-dialog';
import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { WebVitals } from '@/components/shell/web-vitals';
import { offlineMessage } from '@/content/shell';
import { env } from '@/lib/env';
import { firstFrameBootScript } from '@/lib/first-frame';
import { motionPauseBootScript } from '@/lib/motion-boot';
import { site } from '@/lib/site';

const jakarta = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'optional',
  variable: '--font-jakarta',
});

export const siteMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { type: 'website', siteName: site.name, locale: site.locale },
  formatDetection: { telephone: false },
};

export const siteViewport: Viewport = { themeColor: '#3C6300' };

/**
 * The document every public page is in: the font, the skip link, the navigation, the footer, the
 * site-wide dialogs, the loading overlay and the motion boot script. The root layout of the public pages
 * (app/(site)/layout.tsx) and the 404 of unknown addresses (app/global-not-found.tsx) render it;
 * the editor at /admin has its own (app/(payload)).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={jakarta.variable} suppressHydrationWarning>
      {/* The App Router's root document has its own <head>, which Next fills with the page's
          metadata; next/head (what the rule below asks for) is the Pages Router's. The script
          must run before anything of the page is drawn (lib/first-frame.ts). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: firstFrameBootScript }} />
      </head>
      <body>
        {/* Semibold only when it shows: hidden, it is laid out all the same, and its text was one
            more size and weight for the first frame to look fonts up for. */}
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:font-semibold"
        >
          Skip to main content
        </a>
        <Navbar />
        {/* The page and the footer are hydrated after the rest, each an <Activity> boundary: React
            hydrates the document's root in one task it does not interrupt, and a boundary's
            content later, in slices of a few milliseconds that let input and painting in (a
            tap on a part not yet hydrated hydrates that part at once). The server's HTML is the
            same but for a comment on each side. Each marks when it is hydrated, and the loading
            overlay leaves only then: when the page is interactive, not when the header is. */}
        <main id="main" tabIndex={-1} className="outline-none">
          <Activity>
            {children}
            <HydratedPart part="page" />
          </Activity>
        </main>
        <Activity>
          <Footer />
          <HydratedPart part="footer" />
        </Activity>
        <OfflineDialog {...offlineMessage} />
        <ScrollToTop />
        <CursorGlow />
        <ClickSparks />
        <WebVitals sampleRate={env.VITALS_SAMPLE_RATE} />
        {/* The page's two other inline scripts come last, after everything there is to show: a
            classic script waits for the stylesheets before it runs, and holds the parser (and,
            in <head>, every script download) while it waits, so anywhere earlier the rest of
            the page would only be parsed once the stylesheet is there. Here the page is parsed
            and the framework's scripts are on their way while the stylesheet comes, and both
            still run before the first paint, which waits for the stylesheet too. */}
        <Activity>
          <LoadingOverlay />
        </Activity>
        <script dangerouslySetInnerHTML={{ __html: motionPauseBootScript }} />
      </body>
    </html>
  );
}
