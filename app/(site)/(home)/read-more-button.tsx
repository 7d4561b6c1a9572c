'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LinkUntilHydrated, showPageCopy } from '@/components/ui/link-until-hydrated';
import type { NewsItem } from '@/content/news';

// The dialog (and the motion code it animates with) loads on first use, not with the page.
const loadNewsDialog = () => import('./news-dialog');
const NewsDialog = lazy(loadNewsDialog);
const preload = () => void loadNewsDialog().catch(() => undefined);

type ReadMoreButtonProps = {
  item: NewsItem;
  /** The article's copy on the page, where the control leads before the page is interactive. */
  fallbackHref: `#${string}`;
  className: string;
  children: ReactNode;
};

/**
 * Opens the full article in a modal dialog; the dialog's code is fetched on hover or focus.
 * Until the page is interactive, and for visitors without JavaScript, it is a link to the
 * article's copy on the page.
 */
export function ReadMoreButton({ item, fallbackHref, className, children }: ReadMoreButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <LinkUntilHydrated
        fallbackHref={fallbackHref}
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          // Open only once the code is here, so a failed download (offline) cannot reach lazy()
          // and take the page down; the article's copy on the page is shown instead.
          loadNewsDialog().then(
            () => {
              setOpened(true);
              setOpen(true);
            },
            () => showPageCopy(fallbackHref),
          );
        }}
      >
        {children}
      </LinkUntilHydrated>
      {opened ? (
        <Suspense fallback={null}>
          <NewsDialog item={item} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
