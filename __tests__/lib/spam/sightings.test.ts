import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { fileSightings, memorySightings } from '@/lib/spam/sightings';
import { useTemporaryDirectory } from '../../support/temporary-directory';

const KEY = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('fileSightings', () => {
  const temporary = useTemporaryDirectory('sightings-');
  const directory = () => temporary.path;

  it('says a key is new the first time only, and keeps keys apart', async () => {
    const seen = fileSightings(directory(), DAY_MS);
    expect(await seen.first(KEY)).toBe(true);
    expect(await seen.first(KEY)).toBe(false);
    expect(await seen.first(OTHER)).toBe(true);
  });

  it('is shared by instances on one DATA_DIR', async () => {
    const folder = directory();
    expect(await fileSightings(folder, DAY_MS).first(KEY)).toBe(true);
    expect(await fileSightings(folder, DAY_MS).first(KEY)).toBe(false);
  });

  it('forgets a key on request, and once it is older than it is remembered', async () => {
    const folder = directory();
    const seen = fileSightings(folder, DAY_MS);
    await seen.first(KEY);
    await seen.forget(KEY);
    expect(await seen.first(KEY)).toBe(true);

    const dayAndASecondAgo = (Date.now() - DAY_MS - 1_000) / 1000;
    await utimes(join(folder, KEY), dayAndASecondAgo, dayAndASecondAgo);
    expect(await seen.first(KEY)).toBe(true);
    expect(await seen.first(KEY)).toBe(false);
  });

  it('takes keyed hashes only, never an address or a path', async () => {
    const seen = fileSightings(directory(), DAY_MS);
    for (const key of ['asha@example.org', '../../etc/passwd', KEY.toUpperCase(), '']) {
      await expect(seen.first(key)).rejects.toThrow(/keyed hash/);
    }
  });
});

describe('memorySightings', () => {
  it('says a key is new the first time only, until it has been remembered as long as it is kept', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00Z') });
    try {
      const seen = memorySightings(DAY_MS);
      expect(await seen.first(KEY)).toBe(true);
      expect(await seen.first(KEY)).toBe(false);
      jest.advanceTimersByTime(DAY_MS - 1);
      expect(await seen.first(KEY)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await seen.first(KEY)).toBe(true);
      await seen.forget(KEY);
      expect(await seen.first(KEY)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps at most its capacity, forgetting the oldest first under a flood', async () => {
    const seen = memorySightings(DAY_MS, 3);
    const keys = ['1', '2', '3', '4'].map((digit) => digit.repeat(64));
    for (const key of keys) expect(await seen.first(key)).toBe(true);
    expect(await seen.first(keys[3]!)).toBe(false);
    expect(await seen.first(keys[2]!)).toBe(false);
    expect(await seen.first(keys[0]!)).toBe(true); // the oldest made room
  });

  it('takes keyed hashes only', async () => {
    await expect(memorySightings(DAY_MS).first('asha@example.org')).rejects.toThrow(/keyed hash/);
  });
});
