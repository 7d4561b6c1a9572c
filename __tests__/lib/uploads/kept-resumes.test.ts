import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { keptResumeStore } from '@/lib/uploads/kept-resumes';
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
