/** Placeholder wordmark; the company replaces it with its own logo. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" fill="#3C6300" />
        <path d="M9 23 16 8l7 15h-4l-3-7-3 7Z" fill="#fff" />
      </svg>
      {name}
    </span>
  );
}
