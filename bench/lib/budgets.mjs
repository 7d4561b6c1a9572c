// The budgets every route is held to (bench/README.md, "Budgets"). Most are relative to the bare
// Next.js page measured in the same run (bench/lib/baseline.mjs): the framework's floor on this
// machine at this moment, so a slower machine moves the floor and the limits together and what is
// held to account is what our pages add. Pure: median figures in, human-readable lines out.

/** The Lighthouse categories and their keys in the figures; each must score 100. */
const SCORE_KEYS = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
  seo: 'seo',
};
const SCORE = 100;
const TBT_FLOOR_MS = 50;
/** First-load JavaScript allowed above the bare page's, in KiB gzipped. */
const JS_MARGIN_KB = { home: 25, other: 15 };

const ms = (v) => `${Math.round(v)} ms`;
const kb = (v) => `${v.toFixed(1)} KB`;
const jsMargin = (route) => (route === '/' ? JS_MARGIN_KB.home : JS_MARGIN_KB.other);

/**
 * The budgets computed from one figure of the bare page (`bare`): `limit` is the largest value that
 * meets it, `rule` how it was reached. `category` is the Lighthouse category whose failing audits
 * explain a miss (null: none does).
 */
const RELATIVE = {
  fcp: {
    label: 'FCP',
    category: 'performance',
    unit: ms,
    limit: (bare) => bare + 200,
    rule: (bare) => `bare ${ms(bare)} + 200 ms`,
  },
  lcp: {
    label: 'LCP',
    category: 'performance',
    unit: ms,
    limit: (bare) => bare + 400,
    rule: (bare) => `bare ${ms(bare)} + 400 ms`,
  },
  observedFp: {
    label: 'observed first paint',
    category: 'performance',
    unit: ms,
    limit: (bare) => 2 * bare,
    rule: (bare) => `2 × bare ${ms(bare)}`,
  },
  jsGzipKb: {
    label: 'first-load JS',
    category: null,
    unit: (v) => `${kb(v)} gzipped`,
    // To 0.1 KiB, as the figures are: 85.3 + 15 must be 100.3, not 100.30000000000001.
    limit: (bare, route) => Number((bare + jsMargin(route)).toFixed(1)),
    rule: (bare, route) => `bare ${kb(bare)} + ${jsMargin(route)} KB`,
  },
};

/** A relative budget's miss ([category, line]), null when it holds or cannot be checked. */
function relativeMiss(key, route, fig, baseline) {
  const { label, category, unit, limit, rule } = RELATIVE[key];
  const value = fig[key];
  const bare = baseline?.[key];
  if (value == null) return [category, `${label} n/a`];
  if (bare == null || value <= limit(bare, route)) return null;
  return [category, `${label} ${unit(value)} > ${rule(bare, route)}`];
}

/** At most 50 ms, or the bare page's TBT where that is higher; 50 ms when there is none. */
function tbtMiss(fig, baseline) {
  const bare = baseline?.tbt;
  if (fig.tbt == null) return ['performance', 'TBT n/a'];
  if (fig.tbt <= Math.max(TBT_FLOOR_MS, bare ?? 0)) return null;
  const limit = bare > TBT_FLOOR_MS ? `bare ${ms(bare)}` : `${TBT_FLOOR_MS} ms`;
  return ['performance', `TBT ${ms(fig.tbt)} > ${limit}`];
}

/** CLS 0: the median rounded to 3 decimals is 0. */
function clsMiss(fig) {
  if (fig.cls == null) return ['performance', 'CLS n/a'];
  return Number(fig.cls.toFixed(3)) === 0 ? null : ['performance', `CLS ${fig.cls.toFixed(3)} > 0`];
}

/**
 * The budgets `route`'s median figures `fig` miss, one line each ("LCP 2054 ms > bare 637 ms +
 * 400 ms"), in the table's order; empty when every one holds. `baseline` is the bare page's figures
 * of the same run, or null when it was not measured: then the budgets relative to it are listed on
 * one "not checked" line (a miss too: the run must not pass unchecked), TBT is held to 50 ms, and
 * the scores and CLS are checked as ever. With `category` (a Lighthouse category id), only the
 * misses that category's failing audits explain.
 */
export function budgetFailures(route, fig, baseline, category) {
  const misses = Object.entries(SCORE_KEYS).map(([id, key]) =>
    fig[key] != null && fig[key] >= SCORE ? null : [id, `${id} ${fig[key] ?? 'n/a'} < ${SCORE}`],
  );
  misses.push(
    relativeMiss('fcp', route, fig, baseline),
    relativeMiss('lcp', route, fig, baseline),
    tbtMiss(fig, baseline),
    clsMiss(fig),
    relativeMiss('observedFp', route, fig, baseline),
    relativeMiss('jsGzipKb', route, fig, baseline),
  );
  const unchecked = Object.keys(RELATIVE).filter(
    (key) => fig[key] != null && baseline?.[key] == null,
  );
  if (unchecked.length > 0) {
    const labels = unchecked.map((key) => RELATIVE[key].label).join(', ');
    misses.push([null, `not checked, the bare page's figures are missing: ${labels}`]);
  }
  return misses
    .filter((miss) => miss !== null && (category === undefined || miss[0] === category))
    .map(([, line]) => line);
}

/** Whether `route`'s median LCP misses its budget (false when it cannot be checked). */
export function missesLcpBudget(route, fig, baseline) {
  return (
    fig.lcp != null && baseline?.lcp != null && relativeMiss('lcp', route, fig, baseline) !== null
  );
}

/**
 * The budgets of this run in one line, with the bare page's figures in them ("LCP <= 1037 ms
 * (bare 637 ms + 400 ms)"); a budget whose bare figure is missing is said to be not checked.
 */
export function describeBudgets(baseline) {
  const relative = (key, ...routes) => {
    const { label, unit, limit, rule } = RELATIVE[key];
    const bare = baseline?.[key];
    if (bare == null) return `${label} not checked (no bare page figure)`;
    const limits = routes.map(
      ([route, where]) => `<= ${unit(limit(bare, route))}${where} (${rule(bare, route)})`,
    );
    return `${label} ${limits.join(', ')}`;
  };
  const bareTbt = baseline?.tbt;
  const tbt =
    bareTbt == null
      ? `TBT <= ${TBT_FLOOR_MS} ms (no bare page figure to raise it)`
      : `TBT <= ${ms(Math.max(TBT_FLOOR_MS, bareTbt))} (the larger of ${TBT_FLOOR_MS} ms and bare ${ms(bareTbt)})`;
  return [
    `performance, accessibility, best practices, SEO = ${SCORE}`,
    relative('fcp', ['', '']),
    relative('lcp', ['', '']),
    tbt,
    'CLS = 0',
    relative('observedFp', ['', '']),
    relative('jsGzipKb', ['/', ' on /'], ['', ' elsewhere']),
  ].join('; ');
}
