'use client';

import { lazy, Suspense, useState } from 'react';
import type { EnquiryService } from '@/content/enquiry';
import type { NavLink } from '@/content/types';
import { useHydrated } from '@/lib/hooks/use-hydrated';

// The dialog, its form and validation load only when a visitor first opens it.
const loadDialog = () => import('./get-started-dialog');
const GetStartedDialog = lazy(loadDialog);
const preload = () => void loadDialog().catch(() => undefined);

type GetStartedProps = {
  link: NavLink;
  className: string;
  /** A service to choose in the dialog; `link` then leads to a contact page that chooses it. */
  service?: EnquiryService;
  /** The sales address, which the dialog's refused send offers to write to instead. */
  email: string;
};

/**
 * 'Get Started': a link to the contact page until the page is interactive (and for visitors
 * without JavaScript), then a button that opens the enquiry dialog.
 */
export function GetStarted({ link, className, service, email }: GetStartedProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [sentMessage, setSentMessage] = useState('');

  if (!hydrated) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setSentMessage('');
          // Open only once the code is here: a failed download (offline) must not reach React's
          // lazy() and take the page down; the contact page is the fallback.
          loadDialog().then(
            () => {
              setOpened(true);
              setOpen(true);
            },
            () => window.location.assign(link.href),
          );
        }}
      >
        {link.label}
      </button>
      <div role="status" className="fixed right-4 bottom-4 z-50 empty:sr-only">
        {sentMessage ? (
          <p className="rounded-2xl bg-brand-800 px-5 py-4 font-medium text-white shadow-xl">
            {sentMessage}
          </p>
        ) : null}
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <GetStartedDialog
            open={open}
            service={service}
            email={email}
            onClose={() => setOpen(false)}
            onSent={(confirmation) => {
              setOpen(false);
              setSentMessage(confirmation);
              setTimeout(() => setSentMessage(''), 8000);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
