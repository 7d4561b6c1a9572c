'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition } from 'react';
import { inputClasses } from '@/components/forms/field';
import type { JobSearch } from '@/content/jobs';

type JobSearchFormProps = {
  search: JobSearch;
  /** Id of the heading that names the search landmark. */
  labelledBy: string;
  departments: readonly string[];
  locations: readonly string[];
  labels: {
    search: string;
    placeholder: string;
    department: string;
    location: string;
    all: string;
    submit: string;
  };
};

const PATH = '/career';
const TYPING_PAUSE_MS = 300;
const FIELDS = ['q', 'department', 'location'] as const;

function queryOfSearch(search: JobSearch): string {
  const params = new URLSearchParams();
  for (const name of FIELDS) if (search[name]) params.set(name, search[name]);
  return params.toString();
}

/** The search a form describes, spelled as parseJobSearch spells it. */
function queryOf(form: HTMLFormElement): string {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const name of FIELDS) {
    const value = String(data.get(name) ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    if (value) params.set(name, value);
  }
  return params.toString();
}

/**
 * The job search is a real GET form, so it works without JavaScript and its URL can be shared.
 * With JavaScript each change replaces the URL in place and the server sends the new list; the
 * page never reloads and the text field keeps focus.
 */
export function JobSearchForm({
  search,
  labelledBy,
  departments,
  locations,
  labels,
}: JobSearchFormProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pending, startTransition] = useTransition();

  // The queries this form asked for and has not seen answered, oldest first. A list the server
  // sends for any other query came from elsewhere (a link to /career, say): the fields follow it.
  const inFlight = useRef<string[]>([]);
  const previousSearch = useRef(search);

  const showResults = () => {
    clearTimeout(typingTimer.current);
    if (!formRef.current) return;
    const query = queryOf(formRef.current);
    inFlight.current.push(query);
    startTransition(() => router.replace(query ? `${PATH}?${query}` : PATH, { scroll: false }));
  };

  // Whatever a visitor typed or chose before the page became interactive still counts.
  useEffect(() => {
    const form = formRef.current;
    if (form && queryOf(form) !== queryOfSearch(search)) showResults();
    return () => clearTimeout(typingTimer.current);
    // Only once, when the form hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!form || previousSearch.current === search) return;
    previousSearch.current = search;
    const answered = inFlight.current.indexOf(queryOfSearch(search));
    if (answered >= 0) {
      inFlight.current = inFlight.current.slice(answered + 1);
      return;
    }
    inFlight.current = [];
    for (const name of FIELDS) {
      const control = form.elements.namedItem(name);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
        control.value = search[name];
      }
    }
  }, [search]);

  const select = (name: 'department' | 'location', options: readonly string[]) => (
    <div>
      <label htmlFor={`job-${name}`} className="mb-1.5 block font-medium text-slate-900">
        {labels[name]}
      </label>
      <select
        id={`job-${name}`}
        name={name}
        defaultValue={search[name]}
        onChange={showResults}
        className={inputClasses}
      >
        <option value="">{labels.all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      ref={formRef}
      role="search"
      aria-labelledby={labelledBy}
      method="get"
      action={`${PATH}#open-positions`}
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        showResults();
      }}
      className="grid gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <div>
        <label htmlFor="job-q" className="mb-1.5 block font-medium text-slate-900">
          {labels.search}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="job-q"
            name="q"
            type="search"
            defaultValue={search.q}
            placeholder={labels.placeholder}
            maxLength={100}
            autoComplete="off"
            onChange={() => {
              clearTimeout(typingTimer.current);
              typingTimer.current = setTimeout(showResults, TYPING_PAUSE_MS);
            }}
            className={`${inputClasses} pl-12`}
          />
        </div>
      </div>
      {select('department', departments)}
      {select('location', locations)}
      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white transition-colors hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="size-4" />
        {labels.submit}
      </button>
    </form>
  );
}
