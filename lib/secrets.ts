import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir, env } from './env';
import { ServiceUnavailableError } from './http/errors';
import { log } from './log';

const made = new Map<string, Promise<string>>();

/**
 * A secret from the settings, or one made on first use and kept in `$DATA_DIR/<keyName>.key` (mode
 * 0600, created exclusively, so instances sharing DATA_DIR agree on it). Instances that do not
 * share DATA_DIR must be given the setting. Rejects with 503 when DATA_DIR is not writable.
 */
export function keptSecret(keyName: string, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  const path = join(dataDir, `${keyName}.key`);
  let secret = made.get(path);
  if (!secret) {
    secret = (async () => {
      await mkdir(dataDir, { recursive: true });
      try {
        await writeFile(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return (await readFile(path, 'utf8')).trim();
    })().catch((error: unknown) => {
      // Like a message that cannot be stored: the data folder is not writable. Tried again next time.
      log.error('secrets.unmade', { key: keyName }, error);
      made.delete(path);
      throw new ServiceUnavailableError();
    });
    made.set(path, secret);
  }
  return secret;
}

/** The key of every keyed hash the site keeps instead of an address or a submission. */
export const hashKey = () => keptSecret('applicant-hash', env.APPLICANT_HASH_KEY);

/** The key that signs form tokens (lib/spam/form-token.ts). */
export const formTokenSecret = () => keptSecret('form-token', env.FORM_TOKEN_SECRET);
