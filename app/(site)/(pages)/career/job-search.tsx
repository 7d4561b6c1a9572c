'use client';

import { clsx } from 'clsx';
import { useRef } from 'react';
import { inputClasses } from '@/components/forms/field';
import { maskIcon } from '@/components/ui/mask-icon';
import type { JobSearch } from '@/content/jobs';
import { CAREER_PATH, useSearchUrl } from '@/lib/hooks/use-search-url';

const Search = maskIcon('search');

type JobSearchFormProps = {
  search: JobSearch;
  /** Id of the heading that names the search landmark. */
  labelledBy: string;
  departments: readonly string[];
  locations: readonly string[];
  modes: readonly string[];
  labels: {
    search: string;
    placeholder: string;
    department: string;
    location: string;
    mode: string;
    all: string;
    submit: string;
  };
};

/**
 * The job search is a real GET form, so it works without JavaScript and its URL can be shared.
 * With JavaScript the list follows the fields without a reload, and the text field keeps focus.
 */
export function JobSearchForm({
  search,
  labelledBy,
  departments,
  locations,
  modes,
  labels,
}: JobSearchFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { showResults, showResultsSoon, pending } = useSearchUrl(formRef, search);

  const select = (name: 'department' | 'location' | 'mode', options: readonly string[]) => (
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
      action={`${CAREER_PATH}#open-positions`}
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        showResults();
      }}
      className="form-below-first-screen grid gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2 md:items-end lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
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
            onChange={showResultsSoon}
            className={clsx(inputClasses, 'pl-12')}
          />
        </div>
      </div>
      {select('department', departments)}
      {select('location', locations)}
      {select('mode', modes)}
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
