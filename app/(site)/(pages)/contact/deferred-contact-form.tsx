'use client';

import { deferredForm } from '@/components/forms/deferred-form';

const load = () => import('./contact-form').then(({ ContactForm }) => ContactForm);

/**
 * The contact page's form, its code (react-hook-form, the fields, the sending) loaded after the
 * page (components/forms/deferred-form.tsx): the page's first load carries none of it. The server
 * renders it at once, so the page works without JavaScript.
 */
export const DeferredContactForm = deferredForm(
  load,
  typeof window === 'undefined' ? await load() : undefined,
);
