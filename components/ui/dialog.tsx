'use client';

import { clsx } from 'clsx';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { maskIcon } from '@/components/ui/mask-icon';

const X = maskIcon('x');

/** How the visitor closed the dialog: its close button, or Escape / a click on the backdrop. */
export type DialogCloseReason = 'button' | 'dismiss';

type DialogProps = {
  open: boolean;
  /** Called for every way of closing: close button, Escape and a click on the backdrop. */
  onClose: (reason: DialogCloseReason) => void;
  /**
   * True while a form inside is sending: nothing closes the dialog then (the close button is
   * disabled, Escape and the backdrop do nothing), so the outcome is always seen where the
   * visitor asked for it and the input it would keep on failure is not thrown away.
   */
  busy?: boolean;
  title: string;
  /** Optional line under the title; it becomes the dialog's accessible description. */
  description?: string;
  children: ReactNode;
  /** Width and other overrides for the dialog box. */
  className?: string;
};

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]',
].join(',');

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && element.tabIndex >= 0,
  );
}

/**
 * The site's modal dialog (WAI-ARIA modal dialog pattern) on the native <dialog> element:
 * showModal() makes the page behind it inert; focus moves in (to an element marked
 * `data-autofocus`, else the first focusable one), Tab wraps inside, Escape and a click on the
 * backdrop close it (not while `busy`), and focus returns to whatever opened it. The page does
 * not scroll while open.
 */
export function Dialog({
  open,
  onClose,
  busy = false,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // Escape closes the native dialog itself; tell the owner so its state follows. The close
  // event is queued, so one from a close the effect below already undid (Strict Mode re-runs
  // effects when a dialog mounts open) finds the dialog open again: ignore that one.
  // While busy, Escape (or another close request of the browser) must not close it. Refusing
  // `cancel` works once per user activation; Chromium closes on a second Escape regardless, so
  // a close that still happens while busy is undone at once.
  const handleNativeClose = useEffectEvent((dialog: HTMLDialogElement) => {
    if (dialog.open) return;
    if (busy) dialog.showModal();
    else onClose('dismiss');
  });
  const holdWhileBusy = useEffectEvent((event: Event) => {
    if (busy) event.preventDefault();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    // Browsers differ on where showModal() puts focus (some focus the <dialog> itself); decide.
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? focusablesIn(dialog)[0] ?? dialog).focus();

    const onNativeClose = () => handleNativeClose(dialog);
    const onCancel = (event: Event) => holdWhileBusy(event);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Native modal dialogs let Tab leave for the browser's own controls; keep it inside instead.
  const wrapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusablesIn(dialogRef.current);
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const outsideControls = active === dialogRef.current || !dialogRef.current.contains(active);
    if (event.shiftKey && (active === first || outsideControls)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the backdrop lands on the <dialog> itself: its box has no padding and does not
  // scroll, so no scrollbar belongs to it. Press and release must both be there, so selecting
  // text and releasing outside does not close it.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget;
    if (onBackdrop && pressStartedOnBackdrop.current && !busy) onClose('dismiss');
    pressStartedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={wrapFocus}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={closeOnBackdrop}
      className={clsx(
        'm-auto max-h-none w-[min(42rem,calc(100%-2rem))] overflow-hidden rounded-3xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60',
        className,
      )}
    >
      {open ? (
        <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain">
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4 sm:px-8">
            <div>
              <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-slate-700">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onClose('button')}
              disabled={busy}
              aria-label="Close"
              className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div className="px-6 py-6 sm:px-8">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
