import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { closeSharedStore } from '@/lib/redis';
import {
  KEPT_RESUME_KEY_PREFIX,
  keptResumeStore,
  redisKeptResumes,
} from '@/lib/uploads/kept-resumes';
import { useRedisServer } from '../../support/redis';
import { useTemporaryDirectory } from '../../support/temporary-directory';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-11-26T10:00:00Z');
const APPLICATION = '/career/devops-engineer/apply';

describe('keptResumeStore', () => {
  const directory = useTemporaryDirectory('kept-resumes-');
  const storeDir = () => join(directory.path, 'kept');

  /** A store over its own folder, with an uploaded file to keep. */
  async function setUp() {
    const store = keptResumeStore(storeDir(), HOUR);
    const upload = join(directory.path, 'upload.pdf');
    await writeFile(upload, '%PDF-1.7 Jane Doe');
    return { store, upload };
  }

  it('keeps a copy under an unguessable token and gives it back for the same application', async () => {
    const { store, upload } = await setUp();
    const note = await store.keep(upload, { name: 'Jane CV.pdf', application: APPLICATION }, T0);
    expect(note).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      name: 'Jane CV.pdf',
    });
    const found = await store.find(note.token, APPLICATION, T0 + HOUR - 1);
    expect(found?.note).toEqual(note);
    // Its own copy: the upload's temporary file may go.
    await rm(upload);
    expect((await found!.content()).toString('utf8')).toBe('%PDF-1.7 Jane Doe');
  });

  it('gives nothing back after its hour, and removes it', async () => {
    const { store, upload } = await setUp();
    const { token } = await store.keep(upload, { name: 'cv.pdf', application: APPLICATION }, T0);
    expect(await store.find(token, APPLICATION, T0 + HOUR)).toBeNull();
    expect(await readdir(storeDir())).toEqual([]);
  });

  it('removes expired resumes when swept, and leaves the others', async () => {
    const { store, upload } = await setUp();
    const old = await store.keep(upload, { name: 'old.pdf', application: APPLICATION }, T0);
    const recent = await store.keep(
      upload,
      { name: 'new.pdf', application: APPLICATION },
      T0 + HOUR / 2,
    );
    // A content file left without its record (a crash between the two writes), two hours old.
    const orphan = join(storeDir(), `${'x'.repeat(32)}.resume`);
    await writeFile(orphan, 'left over');
    await utimes(orphan, new Date(T0 - 2 * HOUR), new Date(T0 - 2 * HOUR));

    await store.sweep(T0 + HOUR + 1);
    expect((await readdir(storeDir())).sort()).toEqual(
      [`${recent.token}.json`, `${recent.token}.resume`].sort(),
    );
    expect(await store.find(old.token, APPLICATION, T0 + HOUR + 1)).toBeNull();
  });

  it('is spent once the application is sent: the token cannot be used twice', async () => {
    const { store, upload } = await setUp();
    const { token } = await store.keep(upload, { name: 'cv.pdf', application: APPLICATION }, T0);
    expect(await store.find(token, APPLICATION, T0)).not.toBeNull();
    await store.spend(token);
    expect(await store.find(token, APPLICATION, T0)).toBeNull();
    expect(await readdir(storeDir())).toEqual([]);
  });

  it('refuses a token kept for another application, without removing it', async () => {
    const { store, upload } = await setUp();
    const { token } = await store.keep(upload, { name: 'cv.pdf', application: APPLICATION }, T0);
    expect(await store.find(token, '/career/apply', T0)).toBeNull();
    expect(await store.find(token, APPLICATION, T0)).not.toBeNull();
  });

  it('never looks up a malformed token, so no path outside the store is touched', async () => {
    const { store, upload } = await setUp();
    await store.keep(upload, { name: 'cv.pdf', application: APPLICATION }, T0);
    for (const token of ['../upload', '', 'a'.repeat(31), `${'a'.repeat(31)}/`]) {
      expect(await store.find(token, APPLICATION, T0)).toBeNull();
      await store.spend(token);
    }
    expect(await readFile(upload, 'utf8')).toBe('%PDF-1.7 Jane Doe');
  });
});

describe('redisKeptResumes (a real redis-server, two instances)', () => {
  const redis = useRedisServer();
  const directory = useTemporaryDirectory('kept-resumes-');
  /** Two instances: the same Redis, a DATA_DIR each. */
  const instances = () =>
    ['a', 'b'].map((name) =>
      redisKeptResumes(redis.server.url, keptResumeStore(join(directory.path, name), HOUR), HOUR),
    );
  const upload = async (content: Buffer | string) => {
    const path = join(directory.path, 'upload.pdf');
    await writeFile(path, content);
    return path;
  };

  it('keeps a resume in Redis for the other instance, bound to its application, until spent', async () => {
    const [a, b] = instances();
    const path = await upload('%PDF-1.7 Jane Doe');
    const note = await a!.keep(path, { name: 'Jane CV.pdf', application: APPLICATION });
    await rm(path);
    const key = `${KEPT_RESUME_KEY_PREFIX}${note.token}`;
    expect(await redis.probe.pttl(key)).toBeGreaterThan(HOUR - 60_000);
    expect(await readdir(directory.path)).toEqual([]); // nothing on either disk

    const found = await b!.find(note.token, APPLICATION);
    expect(found?.note).toEqual(note);
    expect((await found!.content()).toString('utf8')).toBe('%PDF-1.7 Jane Doe');
    expect(await b!.find(note.token, '/career/apply')).toBeNull();
    expect(await redis.probe.exists(key)).toBe(1); // refused, not removed

    await b!.spend(note.token);
    expect(await redis.probe.exists(key)).toBe(0);
    expect(await a!.find(note.token, APPLICATION)).toBeNull();
  });

  it('carries a resume of exactly 5 MiB, byte for byte', async () => {
    const [a, b] = instances();
    const content = Buffer.alloc(5 * 1024 * 1024, 7);
    content.write('%PDF-1.7\n');
    const note = await a!.keep(await upload(content), { name: 'cv.pdf', application: APPLICATION });
    const found = await b!.find(note.token, APPLICATION);
    expect((await found!.content()).equals(content)).toBe(true);
  });

  it('keeps it on this instance while Redis does not answer, and finds it there after', async () => {
    const [a] = instances();
    await a!.find('x'.repeat(32), APPLICATION); // connected
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    redis.server.pause();
    let token: string;
    try {
      ({ token } = await a!.keep(await upload('%PDF-1.7 kept here'), {
        name: 'cv.pdf',
        application: APPLICATION,
      }));
    } finally {
      redis.server.resume();
      error.mockRestore();
    }
    expect(await readdir(join(directory.path, 'a'))).toHaveLength(2);
    await redis.probe.flushall(); // as if Redis had been down, not paused (see answer-store.test)
    await closeSharedStore(); // Redis is back, and asked again
    const found = await a!.find(token, APPLICATION);
    expect((await found!.content()).toString('utf8')).toBe('%PDF-1.7 kept here');
    await a!.spend(token);
    expect(await readdir(join(directory.path, 'a'))).toEqual([]);
  });
});
