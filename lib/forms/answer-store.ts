import 'server-only';
import { join } from 'node:path';
import { dataDir } from '@/lib/env';
import { sweepOlderThan } from '@/lib/sweep';
import type { FormAnswer, FormName } from './answer';
import { newToken, tokenRecords } from './token-files';

/** How long the answer to a form sent without JavaScript can be shown (it holds what was typed). */
export const ANSWER_TTL_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;

type StoredAnswer = { form: FormName; answer: FormAnswer };

const directory = join(dataDir, 'answers');
const records = tokenRecords<StoredAnswer>(directory, ANSWER_TTL_MS);
let sweptAt = -Infinity;

/** Stores the answer to a form post; resolves to the token its page is shown with. */
export async function saveAnswer(form: FormName, answer: FormAnswer): Promise<string> {
  const now = Date.now();
  if (now - sweptAt >= SWEEP_EVERY_MS) {
    sweptAt = now;
    void sweepOlderThan(directory, ANSWER_TTL_MS, now);
  }
  const token = newToken();
  await records.write(token, { form, answer }, now);
  return token;
}

/** The stored answer for `form`, or null (unknown, expired or another form's token). */
export async function readAnswer(form: FormName, token: string): Promise<FormAnswer | null> {
  const stored = await records.read(token).catch(() => null);
  return stored?.form === form ? stored.answer : null;
}
