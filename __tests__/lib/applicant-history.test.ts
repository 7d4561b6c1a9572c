import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  applicantEntry,
  applicantKey,
  APPLICATION_RETENTION_MS,
  fileApplicantHistory,
  redisApplicantHistory,
} from '@/lib/applicant-history';
import { useRedisServer } from '../support/redis';
import { useTemporaryDirectory } from '../support/temporary-directory';

const SECRET = 'k'.repeat(32);
const POSITION = 'UX/UI Designer';
const NOW = new Date('2026-11-25T02:05:00Z');
const first = { reference: 'APP-7K3M9Q', receivedAt: NOW.toISOString() };

describe('applicantKey', () => {
  it('is one keyed hash per address and position, whatever the address case and spacing', () => {
    const key = applicantKey(SECRET, 'asha@example.org', POSITION);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(applicantKey(SECRET, ' Asha@Example.ORG ', POSITION)).toBe(key);
    expect(applicantKey(SECRET, 'asha@example.org', 'Product Manager')).not.toBe(key);
    expect(applicantKey('x'.repeat(32), 'asha@example.org', POSITION)).not.toBe(key);
  });
});

describe('fileApplicantHistory', () => {
  const temporary = useTemporaryDirectory('applicants-');

  it('knows an earlier application until the retention period has passed', async () => {
    const history = fileApplicantHistory(join(temporary.path, 'applicants'), SECRET);
    expect(await history.earlier('asha@example.org', POSITION, NOW)).toBeNull();
    await history.record('asha@example.org', POSITION, first);
    expect(await history.earlier('ASHA@example.org', POSITION, NOW)).toEqual(first);
    expect(await history.earlier('asha@example.org', 'Product Manager', NOW)).toBeNull();
    const later = new Date(NOW.getTime() + APPLICATION_RETENTION_MS + 1);
    expect(await history.earlier('asha@example.org', POSITION, later)).toBeNull();
    expect(await readdir(join(temporary.path, 'applicants'))).toEqual([
      `${applicantEntry(SECRET, 'asha@example.org', POSITION)}.json`,
    ]);
  });

  it('still finds an entry of the earlier layout (named by the address and position key alone)', async () => {
    const directory = join(temporary.path, 'applicants');
    await mkdir(directory, { recursive: true });
    const earlierName = `${applicantKey(SECRET, 'asha@example.org', POSITION)}.json`;
    await writeFile(join(directory, earlierName), JSON.stringify(first));
    const history = fileApplicantHistory(directory, SECRET);
    expect(await history.earlier('asha@example.org', POSITION, NOW)).toEqual(first);
  });
});

describe('redisApplicantHistory (a real redis-server)', () => {
  const redis = useRedisServer();
  const temporary = useTemporaryDirectory('applicants-');

  it('keeps the entry under the hash, expiring with the retention', async () => {
    const history = redisApplicantHistory(
      redis.server.url,
      SECRET,
      fileApplicantHistory(temporary.path, SECRET),
    );
    await history.record('asha@example.org', POSITION, first);
    expect(await history.earlier('Asha@example.org', POSITION, NOW)).toEqual(first);
    const key = `applicant:${applicantEntry(SECRET, 'asha@example.org', POSITION).replace('.', ':')}`;
    expect(JSON.parse((await redis.probe.get(key))!)).toEqual(first);
    const ttl = await redis.probe.pttl(key);
    expect(ttl).toBeGreaterThan(APPLICATION_RETENTION_MS - 60_000);
    expect(await readdir(temporary.path)).toEqual([]);
  });

  it('records and looks up on this instance while Redis does not answer', async () => {
    const history = redisApplicantHistory(
      redis.server.url,
      SECRET,
      fileApplicantHistory(temporary.path, SECRET),
    );
    await history.earlier('asha@example.org', POSITION, NOW); // connected
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    redis.server.pause();
    try {
      await history.record('asha@example.org', POSITION, first);
      expect(await history.earlier('asha@example.org', POSITION, NOW)).toEqual(first);
    } finally {
      redis.server.resume();
      error.mockRestore();
    }
    expect(await readdir(temporary.path)).toHaveLength(1);
  });
});
