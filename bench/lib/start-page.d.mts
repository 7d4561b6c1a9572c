// Types of start-page.mjs for the TypeScript tests that import it (__tests__/bench).

export const START_PAGE_HTML: string;

export function startFrom(raw: string | undefined): 'elsewhere' | 'blank';

export function startStartPage(): Promise<{ url: string; stop: () => Promise<void> }>;
