import 'server-only';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { createEmptyFile } from './durable-files';
import { dataDir, env } from './env';
import { ServiceUnavailableError } from './http/errors';
import { log } from './log';
import { inRedisOrLocally } from './redis';
import { dailySweep } from './sweep';

/** What a submission is: a job application, an enquiry, or an address for the launch list. */
export type ReferenceKind = 'APP' | 'ENQ' | 'NTF';

/**
 * Digits and capitals that cannot be taken for one another when read aloud, typed or written by
 * hand: no 0 or O, no 1, I or L, and no U (Crockford's rule against accidental words).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 6;
export const REFERENCE_PATTERN = /^(APP|ENQ|NTF)-[2-9A-HJKMNP-TV-Z]{6}$/;

/**
 * How long an issued reference stays taken: the longest time the privacy notice keeps a
 * submission (24 months for enquiries), and a month more.
 */
export const REFERENCE_RETENTION_MS = 25 * 31 * 24 * 60 * 60 * 1000;
const ATTEMPTS = 8;

/** A random reference such as 'APP-7K3M9Q' (30^6, about 729 million, codes per kind). */
export function newReference(kind: ReferenceKind): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${kind}-${code}`;
}

/** Records a reference as issued; false when it already was. */
export type ReferenceStore = (reference: string) => Promise<boolean>;

/**
 * One empty file per issued reference under `directory`, created exclusively, so instances that
 * share DATA_DIR never issue the same one. Once a day files older than the retention go.
 */
export function fileReferenceStore(directory: string): ReferenceStore {
  const sweep = dailySweep(directory, REFERENCE_RETENTION_MS);
  return async (reference) => {
    sweep(Date.now());
    try {
      await createEmptyFile(join(directory, reference));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  };
}

/**
 * Issued references in Redis (REDIS_URL), expiring with the retention, so every instance draws
 * from one set. When Redis does not answer, the instance's DATA_DIR store decides instead: a
 * submission is never refused because Redis is away.
 */
export function redisReferenceStore(url: string, fallback: ReferenceStore): ReferenceStore {
  return (reference) =>
    inRedisOrLocally(
      url,
      'references',
      async (redis) =>
        (await redis.set(`ref:${reference}`, '1', 'PX', REFERENCE_RETENTION_MS, 'NX')) === 'OK',
      () => fallback(reference),
    );
}

let defaultStore: ReferenceStore | undefined;

function configuredStore(): ReferenceStore {
  const files = fileReferenceStore(join(dataDir, 'references'));
  return env.REDIS_URL ? redisReferenceStore(env.REDIS_URL, files) : files;
}

/**
 * A new reference of this kind that no submission has had within the retention period. Throws
 * 503 when none can be recorded (the data folder is not writable), like a message that cannot be
 * kept.
 */
export async function issueReference(
  kind: ReferenceKind,
  store: ReferenceStore = (defaultStore ??= configuredStore()),
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const reference = newReference(kind);
    try {
      if (await store(reference)) return reference;
    } catch (error) {
      log.error('reference.unrecorded', {}, error);
      throw new ServiceUnavailableError();
    }
  }
  throw new ServiceUnavailableError();
}
