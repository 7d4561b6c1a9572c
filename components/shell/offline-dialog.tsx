'use client';

import { useEffect, useRef, useState } from 'react';
import { maskIcon } from '@/components/ui/mask-icon';
import { hasUnsentInput } from '@/lib/drafts';

const WifiOff = maskIcon('wifi-off');

type OfflineDialogProps = { title: string; text: string; retry: string };

export function OfflineDialog({ title, text, retry }: OfflineDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [stillOffline, setStillOffline] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const goOffline = () => {
      setStillOffline(false);
      if (!element.open) element.showModal();
    };
    const goOnline = () => {
      if (element.open) element.close();
      // Reloading picks up anything that failed while offline, unless it would drop typed input.
      if (!hasUnsentInput()) window.location.reload();
    };
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  const tryAgain = () => {
    if (navigator.onLine) window.location.reload();
    else setStillOffline(true);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="offline-title"
      aria-describedby="offline-text"
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-3xl p-8 text-center shadow-2xl backdrop:bg-slate-950/60"
    >
      <WifiOff aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h2 id="offline-title" className="mt-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <p id="offline-text" className="mt-3 text-slate-700">
        {text}
      </p>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-slate-700">
        {stillOffline ? 'Still offline. We will reconnect automatically.' : ''}
      </p>
      <button
        type="button"
        onClick={tryAgain}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {retry}
      </button>
    </dialog>
  );
}
