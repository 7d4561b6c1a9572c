'use client';

import { useEffect, useState } from 'react';

let show: ((message: string) => void) | null = null;

/** Says `message` in the page's SentNotice: the application dialog closes as it is sent. */
export function announceSent(message: string): void {
  show?.(message);
}

/**
 * Where the careers pages confirm an application sent from the dialog, for 8 seconds. The live
 * region is on the page from the start, so screen readers hear the message.
 */
export function SentNotice() {
  const [notice, setNotice] = useState('');
  useEffect(() => {
    show = setNotice;
    return () => {
      show = null;
    };
  }, []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), 8000);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div role="status" className="fixed right-4 bottom-4 z-50 empty:sr-only">
      {notice ? (
        <p className="rounded-2xl bg-brand-800 px-5 py-4 font-medium text-white shadow-xl">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
