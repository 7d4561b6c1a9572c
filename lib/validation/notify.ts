import { z } from 'zod';
import { email, honeypot, noticeFields } from './fields';

/** The launch list ('Notify Me' on the home page) and POST /api/notify/. */
export const notifySchema = z
  .object({
    email: email('Email is required', 'Please enter a valid email'),
    website: honeypot,
    ...noticeFields,
  })
  .strict();

export type NotifyInput = z.input<typeof notifySchema>;
export type NotifyRequest = z.output<typeof notifySchema>;
