// Types of machine.mjs for the TypeScript tests that import it (__tests__/bench).

export function freshMemorySeconds(mib?: number): number | null;

export function describeFreshMemory(reading: {
  before: number | null;
  after: number | null;
}): string;
