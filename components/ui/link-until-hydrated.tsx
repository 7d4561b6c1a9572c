'use client';

import { useRef, type ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

type LinkUntilHydratedProps = Omit<ComponentProps<'button'>, 'type' | 'ref'> & {
  /** The content's copy on the page (a #fragment), where the control leads until hydration. */
  fallbackHref: `#${string}`;
};

/**
 * A control that opens something in a dialog once the page is interactive (a button with the
 * given props), and until then, and for visitors without JavaScript, a link to the same content's
 * copy on the page, shown by CSS `:target` (see PageCopy). Someone who tabbed to the link before
 * hydration keeps the focus on the button that replaces it.
 */
export function LinkUntilHydrated({
  fallbackHref,
  className,
  children,
  ...buttonProps
}: LinkUntilHydratedProps) {
  const hydrated = useHydrated();
  const linkHadFocus = useRef(false);

  if (!hydrated) {
    return (
      <a
        // The cleanup runs as the link is replaced: remember whether it had the focus.
        ref={(link) => () => {
          linkHadFocus.current = link !== null && document.activeElement === link;
        }}
        href={fallbackHref}
        className={className}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      ref={(button) => {
        if (!button || !linkHadFocus.current) return;
        linkHadFocus.current = false;
        button.focus();
      }}
      type="button"
      className={className}
      {...buttonProps}
    >
      {children}
    </button>
  );
}

/**
 * Shows the copy on the page instead, when a dialog's code cannot be loaded (offline). A plain
 * fragment change, not Next's router: only it updates :target.
 */
export function showPageCopy(fallbackHref: `#${string}`): void {
  window.location.hash = fallbackHref;
}
