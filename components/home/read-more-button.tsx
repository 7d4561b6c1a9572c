'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { NewsItem } from '@/content/news';

// The dialog (and the motion code it animates with) loads on first use, not with the page.
const loadNewsDialog = () => import('./news-dialog');
const NewsDialog = lazy(loadNewsDialog);
const preload = () => void loadNewsDialog().catch(() => undefined);

type ReadMoreButtonProps = { item: NewsItem; className: string; children: ReactNode };

/** Opens the full article in a modal dialog; the dialog's code is fetched on hover or focus. */
export function ReadMoreButton({ item, className, children }: ReadMoreButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          // Open only once the code is here, so a failed download (offline) cannot reach lazy()
          // and take the page down; the offline dialog already tells the visitor what is wrong.
          loadNewsDialog().then(
            () => {
              setOpened(true);
              setOpen(true);
            },
            () => undefined,
          );
        }}
      >
        {children}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <NewsDialog item={item} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
