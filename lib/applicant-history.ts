import 'server-only';
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './durable-files';
import { dataDir, env } from './env';
import { inRedisOrLocally } from './redis';
import { hashKey } from './secrets';
import { dailySweep } from './sweep';

/**
 * How long an application is remembered: the privacy notice keeps applications 12 months (after
 * the hiring decision, which the site cannot know; it counts from the application).
 */
export const APPLICATION_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

/** What is kept of an application: its reference and when it arrived (ISO), nothing else. */
export type EarlierApplication = { reference: string; receivedAt: string };

/**
 * Who applied for what, kept only as a keyed hash (HMAC-SHA256) of the address and the position,
 * so HR can be told of a second application without the site keeping a list of applicants.
 */
export type ApplicantHistory = {
  earlier(email: string, position: string, now?: Date): Promise<EarlierApplication | null>;
  record(email: string, position: string, application: EarlierApplication): Promise<void>;
};

export function applicantKey(secret: string, email: string, position: string): string {
  return createHmac('sha256', secret)
    .update(`${email.trim().toLowerCase()}\n${position}`)
    .digest('hex');
}

/**
 * The keyed hash of the address alone, which starts the name of each of its entries, so that a
 * request to erase an address finds them all without knowing the positions (lib/privacy).
 */
export function applicantAddressKey(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`applicant-address\n${email.trim().toLowerCase()}`)
    .digest('hex');
}

/** An entry's name: `<address key>.<address and position key>` (the earlier layout had the second only). */
export const applicantEntry = (secret: string, email: string, position: string) =>
  `${applicantAddressKey(secret, email)}.${applicantKey(secret, email, position)}`;

function stillKept(entry: EarlierApplication | null, now: Date): EarlierApplication | null {
  if (!entry) return null;
  return now.getTime() - Date.parse(entry.receivedAt) <= APPLICATION_RETENTION_MS ? entry : null;
}

/** One small JSON file per hashed applicant and position under `directory`, swept daily. */
export function fileApplicantHistory(directory: string, secret: string): ApplicantHistory {
  const sweep = dailySweep(directory, APPLICATION_RETENTION_MS);
  const path = (email: string, position: string) =>
    join(directory, `${applicantEntry(secret, email, position)}.json`);
  const earlierLayoutPath = (email: string, position: string) =>
    join(directory, `${applicantKey(secret, email, position)}.json`);
  return {
    async earlier(email, position, now = new Date()) {
      sweep(now.getTime());
      const text =
        (await readFile(path(email, position), 'utf8').catch(() => null)) ??
        (await readFile(earlierLayoutPath(email, position), 'utf8').catch(() => null));
      return stillKept(text ? (JSON.parse(text) as EarlierApplication) : null, now);
    },
    async record(email, position, application) {
      await writeFileAtomic(path(email, position), JSON.stringify(application));
    },
  };
}

/**
 * The same in Redis (REDIS_URL), expiring with the retention, so every instance knows every
 * application; while Redis does not answer, the instance's DATA_DIR history stands in.
 */
export function redisApplicantHistory(
  url: string,
  secret: string,
  fallback: ApplicantHistory,
): ApplicantHistory {
  const key = (email: string, position: string) =>
    `applicant:${applicantEntry(secret, email, position).replace('.', ':')}`;
  const earlierLayoutKey = (email: string, position: string) =>
    `applicant:${applicantKey(secret, email, position)}`;
  return {
    earlier(email, position, now = new Date()) {
      return inRedisOrLocally(
        url,
        'applicant-history',
        async (redis) => {
          const text =
            (await redis.get(key(email, position))) ??
            (await redis.get(earlierLayoutKey(email, position)));
          return stillKept(text ? (JSON.parse(text) as EarlierApplication) : null, now);
        },
        () => fallback.earlier(email, position, now),
      );
    },
    record(email, position, application) {
      return inRedisOrLocally(
        url,
        'applicant-history',
        async (redis) => {
          const value = JSON.stringify(application);
          await redis.set(key(email, position), value, 'PX', APPLICATION_RETENTION_MS);
        },
        () => fallback.record(email, position, application),
      );
    },
  };
}

let configured: Promise<ApplicantHistory> | undefined;

/** The history the settings ask for: Redis when REDIS_URL is set, otherwise DATA_DIR. */
export function applicantHistory(): Promise<ApplicantHistory> {
  configured ??= (async () => {
    const secret = await hashKey();
    const files = fileApplicantHistory(join(dataDir, 'applicants'), secret);
    return env.REDIS_URL ? redisApplicantHistory(env.REDIS_URL, secret, files) : files;
  })().catch((error: unknown) => {
    configured = undefined;
    throw error;
  });
  return configured;
}
