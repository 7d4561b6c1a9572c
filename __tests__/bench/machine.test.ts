import { describeFreshMemory, freshMemorySeconds } from '../../bench/lib/machine.mjs';

describe('the fresh-memory reading of the bench', () => {
  it('times a real write of fresh memory, longer for more of it', () => {
    const small = freshMemorySeconds(16);
    const large = freshMemorySeconds(256);
    expect(small).not.toBeNull();
    expect(large).not.toBeNull();
    expect(small!).toBeGreaterThan(0);
    // Sixteen times the pages: more time, whatever this machine's speed today.
    expect(large!).toBeGreaterThan(small!);
  });

  it('says both readings, or that one is unknown', () => {
    expect(describeFreshMemory({ before: 3.314, after: 4.06 })).toBe(
      'Fresh memory: writing 1 GiB took 3.3 s before the runs and 4.1 s after ' +
        '(see bench/README.md, "A slow day")',
    );
    expect(describeFreshMemory({ before: 0.52, after: null })).toContain(
      '0.5 s before the runs and unknown after',
    );
  });
});
