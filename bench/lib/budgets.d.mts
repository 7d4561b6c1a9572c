// Types of budgets.mjs for the TypeScript tests that import it (__tests__/bench).

/** A route's median figures, as bench/lighthouse.mjs computes them (null: no successful run). */
export interface Figures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  observedFp: number | null;
  jsGzipKb: number | null;
}

export function budgetFailures(
  route: string,
  fig: Figures,
  baseline: Figures | null,
  category?: 'performance' | 'accessibility' | 'best-practices' | 'seo',
): string[];

export function describeBudgets(baseline: Figures | null): string;

export function missesLcpBudget(route: string, fig: Figures, baseline: Figures | null): boolean;
