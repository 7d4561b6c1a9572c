import type { LegalPageLabels } from './types';

/** The words around a legal document in English, the site's language. */
export const legalPageLabels = {
  home: 'Home',
  lastUpdated: 'Last updated',
  onThisPage: 'On this page',
} as const satisfies LegalPageLabels;
