import { cn } from '@/lib/cn';

type FormActionsProps = {
  onCancel: () => void;
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** Shown on the submit button while sending ('Sending...', 'Submitting...'). */
  busyLabel: string;
  className?: string;
};

/** A dialog form's Cancel and submit buttons, both disabled while it is sending. */
export function FormActions({
  onCancel,
  busy,
  cancelLabel,
  submitLabel,
  busyLabel,
  className,
}: FormActionsProps) {
  return (
    <div className={cn('flex flex-wrap justify-end gap-3', className)}>
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-full border border-slate-400 px-6 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {cancelLabel}
      </button>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
