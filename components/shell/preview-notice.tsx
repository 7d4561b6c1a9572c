/** Shown over a job or an article an editor previews: what they see is not public yet. */
export function PreviewNotice({ exitHref }: { exitHref: string }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-slate-900 px-4 py-3 text-sm text-white"
    >
      <span>Preview: the latest draft, as it will look when published.</span>
      <a
        href={exitHref}
        className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-slate-900"
      >
        Exit preview
      </a>
    </div>
  );
}
