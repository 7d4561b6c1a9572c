import {
  budgetFailures,
  describeBudgets,
  missesLcpBudget,
  type Figures,
} from '../../bench/lib/budgets.mjs';

/** The bare page of a run. */
const bare: Figures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 450,
  lcp: 637,
  tbt: 12,
  cls: 0,
  observedFp: 300,
  jsGzipKb: 85.3,
};

/** A route that meets every budget, each right at its limit. */
const atLimits: Figures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 650,
  lcp: 1037,
  tbt: 50,
  cls: 0.0004,
  observedFp: 600,
  jsGzipKb: 100.3,
};

describe('budgetFailures', () => {
  it('finds nothing when a route meets every budget', () => {
    expect(budgetFailures('/privacy', atLimits, bare)).toEqual([]);
    expect(budgetFailures('/', { ...atLimits, jsGzipKb: 110.3 }, bare)).toEqual([]);
  });

  it.each<[Partial<Figures>, string]>([
    [{ performance: 99 }, 'performance 99 < 100'],
    [{ accessibility: 98 }, 'accessibility 98 < 100'],
    [{ bestPractices: 96 }, 'best-practices 96 < 100'],
    [{ seo: 92 }, 'seo 92 < 100'],
    [{ fcp: 651 }, 'FCP 651 ms > bare 450 ms + 200 ms'],
    [{ lcp: 1038 }, 'LCP 1038 ms > bare 637 ms + 400 ms'],
    [{ tbt: 51 }, 'TBT 51 ms > 50 ms'],
    [{ cls: 0.001 }, 'CLS 0.001 > 0'],
    [{ observedFp: 601 }, 'observed first paint 601 ms > 2 × bare 300 ms'],
    [{ jsGzipKb: 100.4 }, 'first-load JS 100.4 KB gzipped > bare 85.3 KB + 15 KB'],
  ])('reports exactly the budget missed by a little: %o', (missed, line) => {
    expect(budgetFailures('/privacy', { ...atLimits, ...missed }, bare)).toEqual([line]);
  });

  it('reports a figure no run measured as missed', () => {
    expect(budgetFailures('/privacy', { ...atLimits, lcp: null, seo: null }, bare)).toEqual([
      'seo n/a < 100',
      'LCP n/a',
    ]);
  });

  it("holds TBT to 50 ms, or to the bare page's TBT where that is higher", () => {
    const slowBare = { ...bare, tbt: 80 };
    expect(budgetFailures('/privacy', { ...atLimits, tbt: 80 }, slowBare)).toEqual([]);
    expect(budgetFailures('/privacy', { ...atLimits, tbt: 81 }, slowBare)).toEqual([
      'TBT 81 ms > bare 80 ms',
    ]);
    expect(budgetFailures('/privacy', { ...atLimits, tbt: 51 }, { ...bare, tbt: 30 })).toEqual([
      'TBT 51 ms > 50 ms',
    ]);
  });

  it('allows the home page 25 KB of JavaScript above the bare page, every other route 15 KB', () => {
    const js = { ...atLimits, jsGzipKb: 110.3 };
    expect(budgetFailures('/', js, bare)).toEqual([]);
    expect(budgetFailures('/', { ...js, jsGzipKb: 110.4 }, bare)).toEqual([
      'first-load JS 110.4 KB gzipped > bare 85.3 KB + 25 KB',
    ]);
    expect(budgetFailures('/about', js, bare)).toEqual([
      'first-load JS 110.3 KB gzipped > bare 85.3 KB + 15 KB',
    ]);
  });

  it('reports the relative budgets as not checked without a baseline, and checks the others', () => {
    const unchecked =
      "not checked, the bare page's figures are missing: FCP, LCP, observed first paint, first-load JS";
    expect(budgetFailures('/privacy', atLimits, null)).toEqual([unchecked]);
    expect(
      budgetFailures('/privacy', { ...atLimits, performance: 97, tbt: 51, cls: 0.02 }, null),
    ).toEqual(['performance 97 < 100', 'TBT 51 ms > 50 ms', 'CLS 0.020 > 0', unchecked]);
    expect(budgetFailures('/privacy', atLimits, { ...bare, observedFp: null })).toEqual([
      "not checked, the bare page's figures are missing: observed first paint",
    ]);
  });

  it("gives with a category only the misses that category's audits explain", () => {
    const fig = { ...atLimits, performance: 98, seo: 92, lcp: 2054, jsGzipKb: 130 };
    expect(budgetFailures('/privacy', fig, bare, 'performance')).toEqual([
      'performance 98 < 100',
      'LCP 2054 ms > bare 637 ms + 400 ms',
    ]);
    expect(budgetFailures('/privacy', fig, bare, 'seo')).toEqual(['seo 92 < 100']);
    expect(budgetFailures('/privacy', fig, bare, 'accessibility')).toEqual([]);
    expect(budgetFailures('/privacy', fig, null, 'performance')).toEqual(['performance 98 < 100']);
  });
});

describe('describeBudgets', () => {
  it("states the budgets with this run's bare page figures", () => {
    expect(describeBudgets(bare)).toBe(
      'performance, accessibility, best practices, SEO = 100; FCP <= 650 ms (bare 450 ms + 200 ms); ' +
        'LCP <= 1037 ms (bare 637 ms + 400 ms); TBT <= 50 ms (the larger of 50 ms and bare 12 ms); ' +
        'CLS = 0; observed first paint <= 600 ms (2 × bare 300 ms); first-load JS <= 110.3 KB ' +
        'gzipped on / (bare 85.3 KB + 25 KB), <= 100.3 KB gzipped elsewhere (bare 85.3 KB + 15 KB)',
    );
  });

  it('says which budgets are not checked without a baseline', () => {
    expect(describeBudgets(null)).toBe(
      'performance, accessibility, best practices, SEO = 100; FCP not checked (no bare page figure); ' +
        'LCP not checked (no bare page figure); TBT <= 50 ms (no bare page figure to raise it); ' +
        'CLS = 0; observed first paint not checked (no bare page figure); ' +
        'first-load JS not checked (no bare page figure)',
    );
  });
});

describe('missesLcpBudget', () => {
  it("is true only past the bare page's LCP + 400 ms", () => {
    expect(missesLcpBudget('/terms', atLimits, bare)).toBe(false);
    expect(missesLcpBudget('/terms', { ...atLimits, lcp: 1038 }, bare)).toBe(true);
  });

  it('is false when the LCP or the bare page was not measured', () => {
    expect(missesLcpBudget('/terms', { ...atLimits, lcp: null }, bare)).toBe(false);
    expect(missesLcpBudget('/terms', { ...atLimits, lcp: 5000 }, null)).toBe(false);
  });
});
