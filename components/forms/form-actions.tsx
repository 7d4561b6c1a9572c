import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import type { Route } from '@/content/types';

type FormActionsProps = {
  onCancel: () => void;
  /**
   * Where Cancel leads, for a form that is a page of its own: Cancel is then a link (it works
   * without JavaScript too), and `onCancel` runs before it is followed.
   */
  cancelHref?: Route;
  /** False until the form can send (before hydration and without JavaScript): submit waits. */
  ready?: boolean;
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** Shown on the submit button while sending ('Sending...', 'Submitting...'). */
  busyLabel: string;
  className?: string;
};

const cancelClass =
  'inline-flex min-h-11 items-center rounded-full border border-slate-400 px-6 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

/** A form's Cancel and submit buttons, both disabled while it is sending. */
export function FormActions({
  onCancel,
  cancelHref,
  ready = true,
  busy,
  cancelLabel,
  submitLabel,
  busyLabel,
  className,
}: FormActionsProps) {
  return (
    <div className={clsx('flex flex-wrap justify-end gap-3', className)}>
      {cancelHref && !busy ? (
        <Link href={cancelHref} onClick={onCancel} className={cancelClass}>
          {cancelLabel}
        </Link>
      ) : (
        <button type="button" onClick={onCancel} disabled={busy} className={cancelClass}>
          {cancelLabel}
        </button>
      )}
      <button
        type="submit"
        disabled={busy || !ready}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
