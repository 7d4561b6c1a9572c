'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useApplicationDialog } from './application-provider';

type ApplyButtonProps = {
  /** The job title to preselect; '' for a general application. */
  position: string;
  /** Where the control leads before the page is interactive, and without JavaScript. */
  fallbackHref: string;
  className: string;
  children: ReactNode;
};

/** Opens the page's application dialog; a plain link until the page is interactive. */
export function ApplyButton({ position, fallbackHref, className, children }: ApplyButtonProps) {
  const hydrated = useHydrated();
  const dialog = useApplicationDialog();

  if (!hydrated) {
    return (
      <a href={fallbackHref} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
      onClick={() => dialog.open(position)}
    >
      {children}
    </button>
  );
}
