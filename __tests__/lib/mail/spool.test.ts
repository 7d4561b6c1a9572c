import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAILING_AFTER_ATTEMPTS, retryDelay, Spool } from '@/lib/mail/spool';
import type { Envelope } from '@/lib/mail/transport';

const envelope: Envelope = { from: 'website@acme.test', to: ['sales@acme.test'] };
const raw = (label: string) => Buffer.from(`Subject: ${label}\r\n\r\nBody of ${label}\r\n`);
const ELEVEN_MINUTES_MS = 11 * 60_000;

let root: string;
let spool: Spool;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'spool-test-'));
  spool = new Spool(join(root, 'spool'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function backdate(path: string, msAgo: number): Promise<void> {
  const then = new Date(Date.now() - msAgo);
  await utimes(path, then, then);
}

describe('retryDelay', () => {
  it('backs off exponentially from 15 s and caps at 30 minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(retryDelay(0)).toBe(15_000);
    expect(retryDelay(8)).toBe(30 * 60_000);
    expect(retryDelay(50)).toBe(30 * 60_000);
  });
});

describe('Spool', () => {
  it('stores each message as one complete JSON file, with no temporary file left', async () => {
    const id = await spool.add(raw('one'), envelope, 1_000);
    expect(await readdir(spool.directory)).toEqual([`${id}.json`]);
    const record = JSON.parse(await readFile(join(spool.directory, `${id}.json`), 'utf8'));
    expect(record).toMatchObject({ id, envelope, attempts: 0, nextAttemptAt: 1_000 });
    expect(Buffer.from(record.raw, 'base64').equals(raw('one'))).toBe(true);
  });

  it('creates its directory on first use', async () => {
    const nested = new Spool(join(root, 'a', 'b', 'spool'));
    await nested.add(raw('x'), envelope);
    expect(await readdir(nested.directory)).toHaveLength(1);
  });

  it('rejects, leaving nothing behind, when its directory cannot be created', async () => {
    const file = join(root, 'a-file');
    await writeFile(file, 'not a directory');
    const broken = new Spool(join(file, 'spool'));
    await expect(broken.add(raw('x'), envelope)).rejects.toMatchObject({ code: 'ENOTDIR' });
    expect(await readdir(root)).toEqual(['a-file']);
  });

  it('reports an empty spool when its directory does not exist yet', async () => {
    expect(await spool.stats()).toEqual({ queued: 0, failing: 0 });
    expect(await spool.claimDue()).toEqual([]);
  });

  it('hands out due messages with their bytes and envelope, claimed as .sending', async () => {
    const id = await spool.add(raw('one'), envelope, 1_000);
    const [message, ...rest] = await spool.claimDue(1_000);
    expect(rest).toEqual([]);
    expect(message).toEqual({
      id,
      raw: raw('one'),
      envelope,
      attempts: 0,
      claimPath: join(spool.directory, `${id}.1000.sending`),
    });
    expect(await readdir(spool.directory)).toEqual([`${id}.1000.sending`]);
    expect(await spool.claimDue(1_000)).toEqual([]);
  });

  it('does not hand out a message before it is due', async () => {
    await spool.add(raw('later'), envelope, 5_000);
    expect(await spool.claimDue(4_999)).toEqual([]);
    expect(await spool.claimDue(5_000)).toHaveLength(1);
  });

  it('removes a message once it is completed', async () => {
    await spool.add(raw('one'), envelope, 1_000);
    const [message] = await spool.claimDue(1_000);
    await spool.complete(message!);
    expect(await readdir(spool.directory)).toEqual([]);
    expect(await spool.stats()).toEqual({ queued: 0, failing: 0 });
  });

  it('puts a released message back with one more attempt, its error and a backoff', async () => {
    const t0 = 1_000_000;
    const id = await spool.add(raw('one'), envelope, t0);

    const [first] = await spool.claimDue(t0);
    await spool.release(first!, new Error('connect ECONNREFUSED'), t0);
    expect(await readdir(spool.directory)).toEqual([`${id}.json`]);
    const record = JSON.parse(await readFile(join(spool.directory, `${id}.json`), 'utf8'));
    expect(record).toMatchObject({
      attempts: 1,
      nextAttemptAt: t0 + retryDelay(1),
      lastError: 'connect ECONNREFUSED',
    });

    expect(await spool.claimDue(t0 + retryDelay(1) - 1)).toEqual([]);
    const [second] = await spool.claimDue(t0 + retryDelay(1));
    expect(second).toMatchObject({ id, attempts: 1 });

    const t1 = t0 + retryDelay(1);
    await spool.release(second!, 'still down', t1);
    expect(await spool.claimDue(t1 + retryDelay(2) - 1)).toEqual([]);
    expect(await spool.claimDue(t1 + retryDelay(2))).toMatchObject([{ id, attempts: 2 }]);
  });

  it(`counts a message as failing after ${FAILING_AFTER_ATTEMPTS} failed attempts, and keeps it`, async () => {
    expect(FAILING_AFTER_ATTEMPTS).toBe(5);
    await spool.add(raw('healthy'), envelope, 0);
    const id = await spool.add(raw('doomed'), envelope, 0);
    let now = 0;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const claimed = await spool.claimDue(now);
      const doomed = claimed.find((message) => message.id === id)!;
      for (const message of claimed) await spool.release(message, new Error('down'), now);
      expect(doomed.attempts).toBe(attempt - 1);
      expect(await spool.stats()).toEqual({ queued: 2, failing: attempt >= 5 ? 2 : 0 });
      now += retryDelay(attempt);
    }
    // Still retried after it counts as failing.
    expect(await spool.claimDue(now)).toHaveLength(2);
  });

  it('counts only failing messages as failing', async () => {
    const id = await spool.add(raw('doomed'), envelope, 0);
    await spool.add(raw('fresh'), envelope, 10 ** 13); // due in the 23rd century
    let now = 0;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const [message] = await spool.claimDue(now);
      expect(message?.id).toBe(id);
      await spool.release(message!, new Error('down'), now);
      now += retryDelay(attempt);
    }
    expect(await spool.stats()).toEqual({ queued: 2, failing: 1 });
  });

  it('never gives the same message to two concurrent claimDue calls', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, index) => spool.add(raw(`m${index}`), envelope, 0)),
    );
    const other = new Spool(spool.directory); // a second instance sharing the folder
    const results = await Promise.all([
      spool.claimDue(0),
      other.claimDue(0),
      spool.claimDue(0),
      other.claimDue(0),
    ]);
    const claimed = results.flat().map((message) => message.id);
    expect(claimed.sort()).toEqual([...ids].sort());
    expect(new Set(claimed).size).toBe(claimed.length);
  });

  it('releases a claim left stale by a sender that died (older than 10 minutes)', async () => {
    const claimedAt = Date.now() - ELEVEN_MINUTES_MS;
    const id = await spool.add(raw('orphan'), envelope, claimedAt);
    await spool.claimDue(claimedAt);
    const [reclaimed] = await spool.claimDue();
    expect(reclaimed).toMatchObject({ id, attempts: 0 });
  });

  it('leaves a recent claim of another sender alone', async () => {
    const claimedAt = Date.now() - 60_000;
    const id = await spool.add(raw('busy'), envelope, claimedAt);
    await spool.claimDue(claimedAt);
    expect(await new Spool(spool.directory).claimDue()).toEqual([]);
    expect(await readdir(spool.directory)).toEqual([`${id}.${claimedAt}.sending`]);
  });

  it('does not treat a message that waited long in the spool as a stale claim the moment it is claimed', async () => {
    // A message written more than ten minutes ago (a long outage, or the 7th retry with its
    // 16-minute backoff) is claimed by one instance; a second instance sharing the folder runs
    // its own pass while the first is still delivering. The claim is seconds old, not stale.
    const id = await spool.add(raw('old'), envelope, 0);
    await backdate(join(spool.directory, `${id}.json`), ELEVEN_MINUTES_MS);

    const first = await spool.claimDue();
    const second = await new Spool(spool.directory).claimDue();

    expect(first.map((message) => message.id)).toEqual([id]);
    expect(second.map((message) => message.id)).toEqual([]);
  });

  it('skips unreadable records instead of failing the whole pass', async () => {
    await spool.add(raw('good'), envelope, 0);
    await writeFile(join(spool.directory, 'broken.json'), '{ not json');
    expect(await spool.claimDue(0)).toHaveLength(1);
  });
});
