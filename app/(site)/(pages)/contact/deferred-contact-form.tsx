'use client';

import { deferredForm } from '@/components/forms/deferred-form';

const load = () => import('./contact-form').then(({ ContactForm }) => ContactForm);

/**
 * The contact page's form, its code (react-hook-form, the fields, the sending) loaded after the
 * page (components/forms/deferred-form.tsx): the page's first load carries none of it.
 */
export const DeferredContactForm = deferredForm(
  load,
  // The form itself on the server, which renders it at once (the page works without JavaScript).
  // Next compiles `typeof window` to a constant, which takes this branch, and the module with it,
  // out of the browser's bundle; an import at the top would put the form back in the first load.
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./contact-form') as typeof import('./contact-form')).ContactForm
    : undefined,
);
