import { referenceSentence } from '@/content/forms';
import type { SubmitResult } from './answer';

/** The reference of an accepted submission, from its 201 answer ('' when it has none). */
export async function acceptedReference(response: Response): Promise<string> {
  const data = (await response.json().catch(() => null)) as { reference?: unknown } | null;
  return typeof data?.reference === 'string' ? data.reference : '';
}

/** A success message followed by the submission's reference, for the visitor to keep. */
export function withReference(text: string, reference: string): string {
  return reference ? `${text} ${referenceSentence(reference)}` : text;
}

/**
 * A send the API refused as a whole: its status and, for a 429, the seconds its Retry-After asks
 * the visitor to wait (the form says how many minutes).
 */
export function refusedWith(response: Response): SubmitResult {
  const seconds = Number(response.headers.get('Retry-After'));
  return response.status === 429 && Number.isInteger(seconds) && seconds > 0
    ? { kind: 'failed', status: 429, retryAfter: seconds }
    : { kind: 'failed', status: response.status };
}

/** Posts a form as JSON and sorts the answer into what the form has to show. */
export async function postJson(url: string, body: unknown): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'network' };
  }
  if (response.status === 200 || response.status === 201) {
    return { kind: 'sent', reference: await acceptedReference(response) };
  }
  if (response.status === 422) {
    const data = (await response.json().catch(() => null)) as {
      errors?: Record<string, string>;
    } | null;
    return { kind: 'invalid', errors: data?.errors ?? {} };
  }
  return refusedWith(response);
}
