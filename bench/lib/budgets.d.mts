// Types of budgets.mjs for the TypeScript tests that import it (__tests__/bench).

/** A target's median figures with one method, as bench/lighthouse.mjs computes them. */
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

/** Lighthouse's throttling methods: applied (devtools) and Lantern's simulation (simulate). */
export type Method = 'devtools' | 'simulate';

/** A target's figures per method (null or absent: the method was not run). */
export type Target = Partial<Record<Method, Figures | null>>;

/** The floors of a run: F0, F1 and F1's A/A twin F1' (null or absent: not measured). */
export interface Floors {
  F0?: Target | null;
  F1?: Target | null;
  "F1'"?: Target | null;
}

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface Budget {
  key: keyof Figures;
  method: Method;
  label: string;
  category: Category | null;
  fixed?: boolean;
  floor?: 'F0' | 'F1';
  floorValue?: number | null;
  /** The largest (smallest, for a score held to at least a value) figure that meets it. */
  limit?: (route: string) => number | null;
}

export interface RunBudgets {
  methods: Method[];
  spread: Partial<Record<Method, Partial<Record<keyof Figures, number | null>>>>;
  budgets: Budget[];
  notes: string[];
  notRun: string[];
}

export interface Miss {
  method: Method | null;
  key: keyof Figures | null;
  category: Category | null;
  line: string;
}

export function floorSpread(floors: Floors | null, methods: Method[]): RunBudgets['spread'];

export function runBudgets(floors: Floors | null, methods: Method[]): RunBudgets;

export function budgetMisses(route: string, target: Target, run: RunBudgets): Miss[];

export function describeBudgets(run: RunBudgets): string[];
