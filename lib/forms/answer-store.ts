import 'server-only';
import { join } from 'node:path';
import { dataDir } from '@/lib/env';
import { dailySweep } from '@/lib/sweep';
import type { FormAnswer, FormName } from './answer';
import { replyFrom, type FormReply } from './reply';
import { newToken, tokenRecords } from './token-files';

/** How long the answer to a form sent without JavaScript can be shown (it holds what was typed). */
export const ANSWER_TTL_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;

type StoredAnswer = { form: FormName; answer: FormAnswer };

const directory = join(dataDir, 'answers');
const records = tokenRecords<StoredAnswer>(directory, ANSWER_TTL_MS);
// Answers hold what visitors typed: the expired ones go within minutes, not once a day.
const sweep = dailySweep(directory, ANSWER_TTL_MS, SWEEP_EVERY_MS);

/** Stores the answer to a form post; resolves to the token its page is shown with. */
export async function saveAnswer(form: FormName, answer: FormAnswer): Promise<string> {
  const now = Date.now();
  sweep(now);
  const token = newToken();
  await records.write(token, { form, answer }, now);
  return token;
}

/** The stored answer for `form`, or null (unknown, expired or another form's token). */
export async function readAnswer(form: FormName, token: string): Promise<FormAnswer | null> {
  const stored = await records.read(token).catch(() => null);
  return stored?.form === form ? stored.answer : null;
}

/**
 * What the form's page shows for `token` (see replyFrom), or undefined when there is no such
 * answer (unknown, expired, another form's): the page then shows the form as it is.
 */
export async function readReply(
  form: FormName,
  token: string,
  messages: { success: string; failure: string },
  email: string,
): Promise<FormReply | undefined> {
  const answer = await readAnswer(form, token);
  return answer ? replyFrom(answer, messages, email) : undefined;
}
