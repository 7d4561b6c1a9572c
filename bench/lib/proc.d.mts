// Types of proc.mjs for the TypeScript tests that import it (__tests__/bench).

export function rssMiB(pid: number): number | null;

export function groupCpuSeconds(pgid: number): number | null;

export function withCpuPerAnswer<T extends { summary: { total: number } }>(
  pgid: number,
  work: () => Promise<T>,
): Promise<T & { summary: { cpuMsPerAnswer: number | null } }>;
