import { createHmac } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type Redis from 'ioredis';
import { applicantAddressKey, applicantKey } from '@/lib/applicant-history';
import { TOKEN_PATTERN, type FormAnswer } from '@/lib/forms/answer';
import { FileDeadLetters } from '@/lib/mail/dead-letters';
import { FileQueue } from '@/lib/mail/file-queue';
import { canonicalMailbox } from '@/lib/spam/mailbox';
import { mentions } from './mime';

/** Where a request looks: the settings of the site whose data it is. */
export type DataRequestScope = {
  dataDir: string;
  /** The key of the keyed hashes (APPLICANT_HASH_KEY, or DATA_DIR/applicant-hash.key). */
  hashKey: string;
  /** REDIS_URL's client, when the site runs with Redis. */
  redis?: Redis;
  /** Positions an application may have named, for entries of the earlier applicant layout. */
  positions?: readonly string[];
};

/** One thing held about the address: where, what (never its content), and how to remove it. */
export type Holding = {
  store: string;
  item: string;
  detail: string;
  remove(): Promise<void>;
};

/** The rate limits keyed by an address (lib/rate-limit.ts, lib/mail/acknowledgements.ts). */
const ADDRESS_LIMIT_PURPOSES = { 'rate-limit': /^rl:.+:to:/, acknowledgement: /^rl:ack:to:/ };

/** The keyed hash the site keeps for the mailbox of `address` (lib/spam/mailbox.ts). */
function mailboxHash(secret: string, purpose: string, address: string): string {
  return createHmac('sha256', secret)
    .update([purpose, canonicalMailbox(address)].join('\n'))
    .digest('hex');
}

async function names(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const removeFiles =
  (...paths: string[]) =>
  async () => {
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };

/** Messages waiting in DATA_DIR/queue, given up on (dead letters), or written to the outbox. */
async function mailFiles(address: string, { dataDir }: DataRequestScope): Promise<Holding[]> {
  const found: Holding[] = [];
  const queue = new FileQueue(join(dataDir, 'queue'));
  for (const message of await queue.messages()) {
    if (!mentions(message.raw, address, true)) continue;
    found.push({
      store: 'mail queue (DATA_DIR/queue)',
      item: message.id,
      detail: `message ${message.messageId}, not yet delivered`,
      remove: () => queue.remove(message.id),
    });
  }
  const deadLetters = new FileDeadLetters(join(dataDir, 'mail', 'dead-letters'));
  for (const letter of await deadLetters.list()) {
    if (!mentions(letter.raw, address, true)) continue;
    found.push({
      store: 'dead letters (DATA_DIR/mail/dead-letters)',
      item: letter.id,
      detail: `message ${letter.messageId}, given up on ${new Date(letter.deadAt).toISOString()}`,
      remove: () => deadLetters.remove(letter.id),
    });
  }
  const outbox = join(dataDir, 'outbox');
  for (const name of await names(outbox)) {
    const content = await readFile(join(outbox, name)).catch(() => null);
    if (!content || !mentions(content, address, true)) continue;
    found.push({
      store: 'outbox (DATA_DIR/outbox)',
      item: name,
      detail: 'message written instead of delivered (no SMTP_URL)',
      remove: removeFiles(join(outbox, name)),
    });
  }
  return found;
}

/** Answers of forms sent without JavaScript, and resumes kept for them (an hour each). */
async function formState(address: string, { dataDir }: DataRequestScope): Promise<Holding[]> {
  const found: Holding[] = [];
  const answers = join(dataDir, 'answers');
  const kept = join(dataDir, 'kept-resumes');
  const keptPaths = (token: string) => [join(kept, `${token}.json`), join(kept, `${token}.resume`)];
  const linkedResumes = new Set<string>();
  for (const name of await names(answers)) {
    const text = await readFile(join(answers, name), 'utf8').catch(() => null);
    if (!text || !mentions(text, address)) continue;
    let token: string | undefined;
    try {
      const answer = (JSON.parse(text) as { data?: { answer?: FormAnswer } }).data?.answer;
      token = answer && 'keptResume' in answer ? answer.keptResume?.token : undefined;
    } catch {
      // an unreadable answer is removed all the same
    }
    const linked = token && TOKEN_PATTERN.test(token) ? token : null;
    if (linked) linkedResumes.add(linked);
    found.push({
      store: 'stored form answers (DATA_DIR/answers)',
      item: name,
      detail: linked ? 'answer of a form, with the resume kept for it' : 'answer of a form',
      remove: removeFiles(join(answers, name), ...(linked ? keptPaths(linked) : [])),
    });
  }
  const tokens = new Set(
    (await names(kept))
      .map((name) => name.replace(/\.(json|resume)$/, ''))
      .filter((token) => TOKEN_PATTERN.test(token)),
  );
  for (const token of tokens) {
    if (linkedResumes.has(token)) continue;
    const contents = await Promise.all(
      keptPaths(token).map((path) => readFile(path).catch(() => null)),
    );
    if (!contents.some((content) => content && mentions(content, address))) continue;
    found.push({
      store: 'kept resumes (DATA_DIR/kept-resumes)',
      item: token,
      detail: 'resume kept for an application to be sent again',
      remove: removeFiles(...keptPaths(token)),
    });
  }
  return found;
}

/** Keyed hashes: the applicant history and the launch list's sightings. */
async function keyedFiles(address: string, scope: DataRequestScope): Promise<Holding[]> {
  const found: Holding[] = [];
  const applicants = join(scope.dataDir, 'applicants');
  const prefix = `${applicantAddressKey(scope.hashKey, address)}.`;
  const earlierLayout = new Set(
    (scope.positions ?? []).map(
      (position) => `${applicantKey(scope.hashKey, address, position)}.json`,
    ),
  );
  for (const name of await names(applicants)) {
    if (!name.startsWith(prefix) && !earlierLayout.has(name)) continue;
    found.push({
      store: 'application history (DATA_DIR/applicants)',
      item: name,
      detail: 'reference and date of an application (keyed hash of address and position)',
      remove: removeFiles(join(applicants, name)),
    });
  }
  const launchList = join(scope.dataDir, 'sightings', 'launch-list');
  const sighting = mailboxHash(scope.hashKey, 'launch-list', address);
  if ((await names(launchList)).includes(sighting)) {
    found.push({
      store: 'launch list (DATA_DIR/sightings/launch-list)',
      item: sighting,
      detail: 'keyed hash of the address, to recognise it on the list',
      remove: removeFiles(join(launchList, sighting)),
    });
  }
  return found;
}

/** Every key of Redis, a batch at a time. */
async function allKeys(redis: Redis, match = '*'): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return [...new Set(keys)];
}

const BULL_JOB = /^bull:mail:(\d+)$/;

/** What a value of Redis shows when searched: itself, and a BullMQ message decoded. */
function redisValueMentions(value: string, address: string): boolean {
  if (mentions(value, address)) return true;
  try {
    const parsed = JSON.parse(value) as { raw?: unknown };
    return (
      typeof parsed.raw === 'string' && mentions(Buffer.from(parsed.raw, 'base64'), address, true)
    );
  } catch {
    return false;
  }
}

/**
 * Redis, when the site uses it: messages of the BullMQ queue and the dead letters (decoded), the
 * applicant history and launch list and the counters per address (by their keyed hashes), and any
 * other key whose value holds the address (stored answers, kept resumes, BullMQ's event stream).
 */
async function redisHoldings(address: string, scope: DataRequestScope): Promise<Holding[]> {
  const redis = scope.redis;
  if (!redis) return [];
  const found: Holding[] = [];
  const hashes = new Set([
    applicantAddressKey(scope.hashKey, address),
    mailboxHash(scope.hashKey, 'launch-list', address),
    ...(scope.positions ?? []).map((position) => applicantKey(scope.hashKey, address, position)),
  ]);
  const limitHashes = Object.entries(ADDRESS_LIMIT_PURPOSES).map(
    ([purpose, pattern]) => [mailboxHash(scope.hashKey, purpose, address), pattern] as const,
  );
  for (const key of await allKeys(redis)) {
    const byHash =
      [...hashes].some((hash) => key.split(':').includes(hash)) ||
      limitHashes.some(([hash, pattern]) => pattern.test(key) && key.endsWith(`:${hash}`));
    if (byHash) {
      found.push({
        store: 'Redis (keyed hash of the address)',
        item: key,
        detail: key.startsWith('rl:')
          ? 'counter of submissions or acknowledgements to the address'
          : key.startsWith('applicant:')
            ? 'reference and date of an application'
            : 'launch list entry',
        remove: async () => void (await redis.del(key)),
      });
      continue;
    }
    found.push(...(await redisKeyHoldings(redis, key, address)));
  }
  return found;
}

async function redisKeyHoldings(redis: Redis, key: string, address: string): Promise<Holding[]> {
  const type = await redis.type(key);
  const holding = (detail: string, remove: () => Promise<unknown>): Holding => ({
    store: 'Redis',
    item: key,
    detail,
    remove: async () => void (await remove()),
  });
  const job = BULL_JOB.exec(key);
  if (type === 'hash') {
    const values = await redis.hgetall(key);
    if (!Object.values(values).some((value) => redisValueMentions(value, address))) return [];
    if (job) {
      const id = job[1]!;
      return [holding(`queued message (BullMQ job ${id})`, () => removeBullJob(redis, id))];
    }
    return [holding('hash holding the address', () => redis.del(key))];
  }
  if (type === 'string') {
    const value = await redis.getBuffer(key);
    if (!value) return [];
    const text = value.toString('utf8');
    if (!redisValueMentions(text, address) && !mentions(value, address)) return [];
    const detail = key.startsWith('mail:dead-letter:')
      ? 'dead letter (message given up on)'
      : 'value holding the address';
    return [
      holding(detail, () =>
        redis
          .multi()
          .del(key)
          .zrem('mail:dead-letters', key.slice('mail:dead-letter:'.length))
          .exec(),
      ),
    ];
  }
  if (type === 'list') {
    const members = (await redis.lrange(key, 0, -1)).filter((m) => redisValueMentions(m, address));
    return members.length
      ? [
          holding(`${members.length} list entries`, () =>
            Promise.all(members.map((m) => redis.lrem(key, 0, m))),
          ),
        ]
      : [];
  }
  if (type === 'set' || type === 'zset') {
    const members = (
      type === 'set' ? await redis.smembers(key) : await redis.zrange(key, '0', '-1')
    ).filter((m) => redisValueMentions(m, address));
    return members.length
      ? [
          holding(`${members.length} members`, () =>
            type === 'set' ? redis.srem(key, ...members) : redis.zrem(key, ...members),
          ),
        ]
      : [];
  }
  if (type === 'stream') {
    const entries = (await redis.xrange(key, '-', '+')).filter(([, fields]) =>
      fields.some((value) => redisValueMentions(value, address)),
    );
    return entries.length
      ? [
          holding(`${entries.length} stream entries`, () =>
            redis.xdel(key, ...entries.map(([id]) => id)),
          ),
        ]
      : [];
  }
  return [];
}

/**
 * Removes a message of the BullMQ queue by BullMQ's own script (from whichever list holds it),
 * and the queue's bookkeeping for health (lib/mail/redis-queue.ts).
 */
async function removeBullJob(redis: Redis, id: string): Promise<void> {
  const { Queue } = await import('bullmq');
  const queue = new Queue('mail', { connection: redis });
  try {
    if ((await queue.remove(id)) !== 1) {
      throw new Error(`message ${id} is being sent right now; run the request again in a minute`);
    }
  } finally {
    await queue.close();
  }
  await redis.multi().zrem('bull:mail:x:accepted', id).srem('bull:mail:x:failing', id).exec();
}

/** Everything the site itself holds about `address`, in DATA_DIR and Redis. */
export async function findHoldings(address: string, scope: DataRequestScope): Promise<Holding[]> {
  const wanted = address.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(wanted)) throw new Error(`'${address}' is not an e-mail address`);
  return [
    ...(await mailFiles(wanted, scope)),
    ...(await formState(wanted, scope)),
    ...(await keyedFiles(wanted, scope)),
    ...(await redisHoldings(wanted, scope)),
  ];
}

/** Removes everything findHoldings finds; resolves to what was removed. */
export async function eraseHoldings(address: string, scope: DataRequestScope): Promise<Holding[]> {
  const holdings = await findHoldings(address, scope);
  for (const holding of holdings) await holding.remove();
  return holdings;
}
