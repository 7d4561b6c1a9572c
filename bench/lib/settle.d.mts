// Types of settle.mjs for the TypeScript tests that import it (__tests__/bench).

export function settle(
  url: string,
  pgid: number | undefined,
  options?: { windowMs?: number; idleCpuMs?: number; maxMs?: number },
): Promise<{ waitedMs: number; cpuMs: number | null; quiet: boolean }>;
