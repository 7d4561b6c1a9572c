'use client';

import { useRef, useState, type DragEvent } from 'react';
import { Field } from '@/components/forms/field';
import { maskIcon } from '@/components/ui/mask-icon';
import { applicationCopy } from '@/content/careers';
import { formAnswerCopy } from '@/content/forms';
import type { KeptResumeNote } from '@/lib/forms/answer';
import { checkResumeFile, RESUME_ACCEPT } from '@/lib/validation/application-rules';

const FileText = maskIcon('file-text');
const Upload = maskIcon('upload');

type ResumeFieldProps = {
  id: string;
  file: File | null;
  error: string;
  onFileChange: (file: File | null) => void;
  onErrorChange: (error: string) => void;
  /** A resume the server kept from the last try (a form sent without JavaScript). */
  kept?: KeptResumeNote | null;
  /** Whether to send the kept resume (when no other file is chosen). */
  keep?: boolean;
  onKeepChange?: (keep: boolean) => void;
};

const copy = applicationCopy.resume;

/**
 * The resume: a real, labelled file input (so keyboards and screen readers use it as they use
 * any file input) stretched over a drop zone that also takes a dragged file. A file is checked
 * by name and size as soon as it is chosen; the server judges it by its content.
 */
export function ResumeField({
  id,
  file,
  error,
  onFileChange,
  onErrorChange,
  kept,
  keep = true,
  onKeepChange,
}: ResumeFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkResumeFile(chosen);
    onErrorChange(problem ?? '');
    onFileChange(problem ? null : chosen);
    if (problem && inputRef.current) inputRef.current.value = '';
  };

  const remove = () => {
    onFileChange(null);
    onErrorChange('');
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    event.preventDefault();
    setDragging(over);
  };

  return (
    <Field
      id={id}
      label={applicationCopy.fields.resume}
      hint={copy.hint}
      error={error || undefined}
      className="sm:col-span-2"
    >
      {(aria) => (
        <>
          {kept ? (
            // Before the file input: a form posted without JavaScript sends it ahead of the file.
            <div className="mb-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-slate-800">
              <p id={`${id}-kept`} className="font-medium">
                {formAnswerCopy.keptResume(kept.name)}
              </p>
              <label className="mt-2 flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="kept_resume"
                  value={kept.token}
                  checked={keep}
                  onChange={(event) => onKeepChange?.(event.target.checked)}
                  aria-describedby={`${id}-kept`}
                  className="size-5 accent-brand-700"
                />
                {formAnswerCopy.keepResume}
              </label>
            </div>
          ) : null}
          <div
            data-dragging={dragging || undefined}
            onDragEnter={(event) => onDrag(event, true)}
            onDragOver={(event) => onDrag(event, true)}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                onDrag(event, false);
              }
            }}
            onDrop={(event) => {
              onDrag(event, false);
              choose(event.dataTransfer.files[0]);
            }}
            className="relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-500 bg-slate-50 px-4 py-6 text-center text-slate-700 focus-within:border-brand-700 focus-within:outline-3 focus-within:outline-brand-600/40 hover:border-brand-700 data-dragging:border-brand-700 data-dragging:bg-brand-50"
          >
            <Upload aria-hidden="true" className="size-7 text-brand-700" />
            <p>
              <span className="font-semibold text-brand-700 underline">{copy.choose}</span>{' '}
              {copy.drop}
            </p>
            <input
              {...aria}
              ref={inputRef}
              type="file"
              name="resume"
              accept={RESUME_ACCEPT}
              onChange={(event) => choose(event.target.files?.[0])}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
          </div>
          {file ? (
            <div className="mt-3 flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-2">
              <p className="flex min-w-0 items-center gap-2 text-slate-800">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span className="sr-only">{copy.chosen} </span>
                <span className="truncate">{file.name}</span>
              </p>
              <button
                type="button"
                onClick={remove}
                className="inline-flex min-h-11 shrink-0 items-center rounded-full px-4 font-semibold text-red-800 hover:bg-red-50"
              >
                {copy.remove}
                <span className="sr-only"> {copy.removeHidden}</span>
              </button>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
