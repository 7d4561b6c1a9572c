import 'server-only';
import { join } from 'node:path';
import { dataDir, env } from '@/lib/env';
import { inRedisOrLocally } from '@/lib/redis';
import { dailySweep } from '@/lib/sweep';
import { TOKEN_PATTERN, type FormAnswer, type FormName } from '../answer';
import { stateFrom, type FormState } from '../state';
import { newToken, tokenRecords } from './token-files';

/** How long the answer to a form sent without JavaScript can be shown (it holds what was typed). */
export const ANSWER_TTL_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * The Redis key of a stored answer: `answer:<token>`, expiring with ANSWER_TTL_MS. The prefix is
 * part of the contract with the personal-data tools (erasure and export look under it).
 */
export const ANSWER_KEY_PREFIX = 'answer:';

type StoredAnswer = { form: FormName; answer: FormAnswer };

/**
 * Answers under `directory` (one file per token), or in Redis when `redisUrl` is given so that
 * any instance shows the page the browser is redirected to. While Redis does not answer, this
 * instance's files stand in, and reading looks in both: an answer stored here during an outage
 * is still found here after it.
 */
export function answerStore(directory: string, redisUrl?: string, ttlMs = ANSWER_TTL_MS) {
  const records = tokenRecords<StoredAnswer>(directory, ttlMs);
  // Answers hold what visitors typed: the expired ones go within minutes, not once a day.
  const sweep = dailySweep(directory, ttlMs, SWEEP_EVERY_MS);
  const key = (token: string) => `${ANSWER_KEY_PREFIX}${token}`;
  const readHere = (token: string) => records.read(token).catch(() => null);

  return {
    async save(stored: StoredAnswer, now = Date.now()): Promise<string> {
      sweep(now);
      const token = newToken();
      const writeHere = () => records.write(token, stored, now);
      if (!redisUrl) await writeHere();
      else
        await inRedisOrLocally(
          redisUrl,
          'answers',
          async (redis) => void (await redis.set(key(token), JSON.stringify(stored), 'PX', ttlMs)),
          writeHere,
        );
      return token;
    },

    async read(token: string): Promise<StoredAnswer | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      if (!redisUrl) return readHere(token);
      return inRedisOrLocally(
        redisUrl,
        'answers',
        async (redis) => {
          const text = await redis.get(key(token));
          return text ? (JSON.parse(text) as StoredAnswer) : readHere(token);
        },
        () => readHere(token),
      );
    },
  };
}

let shared: ReturnType<typeof answerStore> | undefined;
const answers = () => (shared ??= answerStore(join(dataDir, 'answers'), env.REDIS_URL));

/** Stores the answer to a form post; resolves to the token its page is shown with. */
export async function saveAnswer(form: FormName, answer: FormAnswer): Promise<string> {
  return answers().save({ form, answer });
}

/** The stored answer for `form`, or null (unknown, expired or another form's token). */
export async function readAnswer(form: FormName, token: string): Promise<FormAnswer | null> {
  const stored = await answers().read(token);
  // An answer stored by an older release, in another shape, is shown as none.
  return stored?.form === form && stored.answer?.result ? stored.answer : null;
}

/**
 * The state the form's page starts from for `token` (see stateFrom), or undefined when there is
 * no such answer (unknown, expired, another form's): the page then shows the form as it is.
 */
export async function readFormState(
  form: FormName,
  token: string,
  messages: { success: string; failure: string },
  email: string,
): Promise<FormState | undefined> {
  const answer = await readAnswer(form, token);
  return answer ? stateFrom(answer, messages, email) : undefined;
}
