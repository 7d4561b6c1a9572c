'use client';

import { useRef, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { PROFILE_BUTTON_ATTRIBUTE } from './profile-button';

type ViewProfileButtonProps = {
  leaderId: string;
  /** The profile's copy on the page, where the control leads before the page is interactive. */
  fallbackHref: `#${string}`;
  className: string;
  children: ReactNode;
};

/**
 * 'View Full Profile'. Once the page is interactive it is a button, which the leader grid answers
 * with the profile dialog; until then, and for visitors without JavaScript, it is a link to the
 * profile's copy on the page.
 */
export function ViewProfileButton({
  leaderId,
  fallbackHref,
  className,
  children,
}: ViewProfileButtonProps) {
  const hydrated = useHydrated();
  // Someone who tabbed to the link before hydration keeps the focus on the button replacing it.
  const linkHadFocus = useRef(false);

  if (!hydrated) {
    return (
      <a
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
      aria-haspopup="dialog"
      {...{ [PROFILE_BUTTON_ATTRIBUTE]: leaderId }}
      className={className}
    >
      {children}
    </button>
  );
}
