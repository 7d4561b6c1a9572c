import 'server-only';
import {
  BadRequestError,
  ForbiddenError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@/lib/http/errors';
import { log } from '@/lib/log';
import { metrics } from '@/lib/metrics';
import { screeningOf } from '@/lib/spam/screen';
import type { FormName } from '../answer';

/** Why a submission was refused, from the error the handler threw: a closed set of labels. */
export function refusalReason(error: unknown): string {
  if (error instanceof ValidationError) return 'invalid';
  if (error instanceof ForbiddenError) return 'cross-site';
  if (error instanceof TooManyRequestsError) return 'rate-limited';
  if (error instanceof PayloadTooLargeError) return 'too-large';
  if (error instanceof UnsupportedMediaTypeError) return 'unsupported-type';
  if (error instanceof BadRequestError) return 'malformed';
  return 'unavailable';
}

/**
 * A submission answered as sent: accepted, or spam (still delivered, marked) with its first
 * signal. Every submission that is stored passes the screening (lib/spam/screen.ts); one answered
 * as sent without it filled the honeypot, and nothing was sent.
 */
export function countSent(form: FormName, request: Request, reference: string): void {
  const screening = screeningOf(request);
  const reason = screening ? screening.reasons[0]?.signal : 'honeypot';
  const outcome = !screening || screening.likelySpam ? 'spam' : 'accepted';
  metrics().submissions.inc({ form, outcome, reason: outcome === 'spam' ? (reason ?? '') : '' });
  log.info('form.submitted', {
    form,
    outcome,
    ...(outcome === 'spam' ? { reason } : {}),
    ...(screening ? { reference } : {}),
  });
}

/** A submission refused (4xx) or that could not be taken (503 'unavailable'). */
export function countRefused(form: FormName, error: unknown): void {
  const reason = refusalReason(error);
  const outcome = reason === 'unavailable' ? 'failed' : 'refused';
  metrics().submissions.inc({ form, outcome, reason });
  log.info('form.refused', { form, outcome, reason });
}
