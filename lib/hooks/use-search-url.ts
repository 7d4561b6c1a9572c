import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type RefObject } from 'react';
import type { JobSearch } from '@/content/jobs';
import { JOB_SEARCH_FIELDS, jobSearchQuery } from '@/lib/job-search-query';

export const CAREER_PATH = '/career';
const TYPING_PAUSE_MS = 300;

/** The search a form describes, spelled as parseJobSearch spells it. */
function queryOf(form: HTMLFormElement): string {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const name of JOB_SEARCH_FIELDS) {
    const value = String(data.get(name) ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    if (value) params.set(name, value);
  }
  return params.toString();
}

/**
 * Keeps the URL (and so the server-rendered list) in step with the job search form: a change
 * replaces the URL in place, typing after a short pause. The form is uncontrolled, so it also
 * works before hydration and without JavaScript.
 */
export function useSearchUrl(formRef: RefObject<HTMLFormElement | null>, search: JobSearch) {
  const router = useRouter();
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
    startTransition(() =>
      router.replace(query ? `${CAREER_PATH}?${query}` : CAREER_PATH, { scroll: false }),
    );
  };

  // Whatever a visitor typed or chose before the page became interactive still counts.
  useEffect(() => {
    const form = formRef.current;
    if (form && queryOf(form) !== jobSearchQuery(search)) showResults();
    return () => clearTimeout(typingTimer.current);
    // Only once, when the form hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!form || previousSearch.current === search) return;
    previousSearch.current = search;
    const answered = inFlight.current.indexOf(jobSearchQuery(search));
    if (answered >= 0) {
      inFlight.current = inFlight.current.slice(answered + 1);
      return;
    }
    inFlight.current = [];
    for (const name of JOB_SEARCH_FIELDS) {
      const control = form.elements.namedItem(name);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
        control.value = search[name];
      }
    }
  }, [formRef, search]);

  const showResultsSoon = () => {
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(showResults, TYPING_PAUSE_MS);
  };

  return { showResults, showResultsSoon, pending };
}
