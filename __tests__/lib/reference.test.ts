import { readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { ServiceUnavailableError } from '@/lib/http/errors';
import {
  fileReferenceStore,
  issueReference,
  newReference,
  redisReferenceStore,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  REFERENCE_RETENTION_MS,
  type ReferenceStore,
} from '@/lib/reference';
import { useRedisServer } from '../support/redis';
import { useTemporaryDirectory } from '../support/temporary-directory';

describe('newReference', () => {
  it('is the kind and six characters that cannot be confused aloud or in writing', () => {
    for (const kind of ['APP', 'ENQ', 'NTF'] as const) {
      const reference = newReference(kind);
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.startsWith(`${kind}-`)).toBe(true);
    }
    expect(REFERENCE_ALPHABET).toHaveLength(30);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
  });

  it('draws every character of the alphabet, at random', () => {
    const seen = new Set<string>();
    const references = new Set<string>();
    for (let index = 0; index < 2_000; index += 1) {
      const reference = newReference('ENQ');
      references.add(reference);
      for (const character of reference.slice(4)) seen.add(character);
    }
    expect([...seen].sort().join('')).toBe(REFERENCE_ALPHABET);
    expect(references.size).toBe(2_000);
  });
});

describe('issueReference', () => {
  it('draws again when the store says a reference was already issued', async () => {
    const offered: string[] = [];
    const store: ReferenceStore = async (reference) => offered.push(reference) > 2;
    const reference = await issueReference('APP', store);
    expect(offered).toHaveLength(3);
    expect(reference).toBe(offered[2]);
  });

  it('answers 503 when the store cannot record one, or keeps refusing', async () => {
    const broken: ReferenceStore = async () => {
      throw new Error('EACCES');
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(issueReference('ENQ', broken)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(issueReference('ENQ', async () => false)).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    error.mockRestore();
  });
});

describe('fileReferenceStore', () => {
  const temporary = useTemporaryDirectory('references-');
  const directory = () => join(temporary.path, 'references');

  it('records each reference once, across stores that share the folder', async () => {
    const one = fileReferenceStore(directory());
    const other = fileReferenceStore(directory());
    expect(await one('ENQ-4D8P2X')).toBe(true);
    expect(await other('ENQ-4D8P2X')).toBe(false);
    expect(await one('ENQ-4D8P2X')).toBe(false);
    expect(await other('APP-7K3M9Q')).toBe(true);
    expect((await readdir(directory())).sort()).toEqual(['APP-7K3M9Q', 'ENQ-4D8P2X']);
  });

  it('forgets references older than the retention period', async () => {
    await fileReferenceStore(directory())('ENQ-4D8P2X');
    const old = new Date(Date.now() - REFERENCE_RETENTION_MS - 60_000);
    await utimes(join(directory(), 'ENQ-4D8P2X'), old, old);
    await fileReferenceStore(directory())('ENQ-5E9Q3Y'); // a new process sweeps on its first use
    for (let wait = 0; wait < 50 && (await readdir(directory())).length > 1; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await readdir(directory())).toEqual(['ENQ-5E9Q3Y']);
  });
});

describe('redisReferenceStore (a real redis-server)', () => {
  const redis = useRedisServer();
  const temporary = useTemporaryDirectory('references-');

  it('records each reference once for every instance, expiring with the retention', async () => {
    const fallback = fileReferenceStore(temporary.path);
    const store = redisReferenceStore(redis.server.url, fallback);
    expect(await store('APP-7K3M9Q')).toBe(true);
    expect(await store('APP-7K3M9Q')).toBe(false);
    const ttl = await redis.probe.pttl('ref:APP-7K3M9Q');
    expect(ttl).toBeGreaterThan(REFERENCE_RETENTION_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(REFERENCE_RETENTION_MS);
    expect(await readdir(temporary.path)).toEqual([]);
  });

  it('falls back to the data folder while Redis does not answer', async () => {
    const store = redisReferenceStore(
      redis.server.url,
      fileReferenceStore(join(temporary.path, 'refs')),
    );
    expect(await store('ENQ-4D8P2X')).toBe(true); // connected
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    redis.server.pause();
    try {
      expect(await store('ENQ-5E9Q3Y')).toBe(true);
      expect(await store('ENQ-5E9Q3Y')).toBe(false);
    } finally {
      redis.server.resume();
      error.mockRestore();
    }
    expect(await readdir(join(temporary.path, 'refs'))).toEqual(['ENQ-5E9Q3Y']);
  });
});
