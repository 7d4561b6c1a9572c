import type { ReactNode } from 'react';

type PagesLayoutProps = { children: ReactNode; modal: ReactNode };

/**
 * The site's pages, and the slot where a news article, a leader's profile or an application form
 * opens as a modal dialog over the page it was opened from (./@modal: Next's intercepting
 * routes). Loaded directly, the same addresses render their own full pages.
 */
export default function PagesLayout({ children, modal }: PagesLayoutProps) {
  return (
    <>
      {children}
      {modal}
    </>
  );
}
