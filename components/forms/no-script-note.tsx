import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/**
 * Said only to visitors without JavaScript, beside a form that needs it to send: its submit
 * button stays disabled for them (so nothing they type is lost or put in an address), and this
 * tells them why and where else to turn.
 */
export function NoScriptNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <noscript>
      <p
        className={clsx(
          'rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-slate-900',
          className,
        )}
      >
        {children}
      </p>
    </noscript>
  );
}
