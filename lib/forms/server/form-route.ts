import 'server-only';
import type { z } from 'zod';
import { ValidationError } from '@/lib/http/errors';
import { readFields } from '@/lib/http/read-form';
import {
  createFormLimits,
  enforceAddressLimit,
  enforceClientLimits,
  type FormLimits,
  type Limit,
} from '@/lib/rate-limit';
import { issueReference, newReference, type ReferenceKind } from '@/lib/reference';
import { screened, type Screening, type ScreeningInput } from '@/lib/spam/screen';
import { fieldErrors, filledHoneypot, stringFields } from '@/lib/validation/fields';
import { answerSubmission, type FormSettings, type SubmissionContext } from './submission';

/** What a form's feature does with one submission: its reference, or the HttpError to answer. */
export type FormHandler = (request: Request, submission: SubmissionContext) => Promise<string>;

/**
 * A form endpoint's POST: `answerSubmission` around the feature's handler, so a route file is
 * `export const POST = formRoute(settings, handler)`.
 */
export function formRoute(settings: FormSettings, handle: FormHandler) {
  return (request: Request): Promise<Response> =>
    answerSubmission(request, settings, (submission) => handle(request, submission));
}

/** A form of fields only (no file), as its route declares it. */
export type FieldsForm<T extends { email: string }> = FormSettings & {
  /** The most a body may carry, JSON or a browser's own form post. */
  bodyLimitBytes: number;
  /** Submissions a client, its network and one address may make (rate-limit.ts). */
  limits: Record<keyof FormLimits, Limit>;
  /** The form's one schema, shared with the page's form (lib/validation/). */
  schema: z.ZodType<T>;
  /** The kind of reference an accepted submission gets. */
  reference: ReferenceKind;
  /** What the screening reads of an accepted submission besides its fields. */
  screening: (data: T) => Omit<ScreeningInput, 'form' | 'fields'>;
  /** Queues the staff mail (store and forward): it is safe when this resolves. */
  send: (data: T, reference: string, screening: Screening) => Promise<void>;
};

/**
 * The POST of a form of fields: rate limits by client and network, the body read within its
 * limit, the honeypot, the schema, the limit per address, the spam screening, then a reference
 * issued and the mail queued. A bot that fills the honeypot gets an answer of the same shape,
 * its reference never issued.
 */
export function fieldsFormRoute<T extends { email: string }>(declared: FieldsForm<T>) {
  const limits = createFormLimits(declared.form, declared.limits);
  return formRoute(declared, async (request, submission) => {
    await enforceClientLimits(limits, request);
    const body = await readFields(request, declared.bodyLimitBytes, {
      form: submission.navigation,
    });
    submission.values = stringFields(body);
    if (filledHoneypot(body)) return newReference(declared.reference);
    const parsed = declared.schema.safeParse(body);
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    const data = parsed.data;
    await enforceAddressLimit(limits, data.email);
    const input = { form: declared.form, fields: body, ...declared.screening(data) };
    return screened(request, input, async (screening) => {
      const reference = await issueReference(declared.reference);
      await declared.send(data, reference, screening);
      return reference;
    });
  });
}
