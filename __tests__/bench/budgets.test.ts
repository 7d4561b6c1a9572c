import {
  budgetMisses,
  describeBudgets,
  floorSpread,
  runBudgets,
  type Figures,
  type Floors,
  type Method,
  type Target,
} from '../../bench/lib/budgets.mjs';

const BOTH: Method[] = ['devtools', 'simulate'];

function figures(values: Partial<Figures>): Figures {
  return {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcp: 900,
    lcp: 900,
    tbt: 200,
    cls: 0,
    observedFp: 800,
    jsGzipKb: 85.3,
    ...values,
  };
}

/** The floors of a run; F1' within a few ms (a point) of F1, narrower than every margin. */
const floors: Floors = {
  F0: {
    devtools: figures({ fcp: 872, lcp: 872, observedFp: 700, tbt: 273, jsGzipKb: 85.3 }),
    simulate: figures({ performance: 100, lcp: 1200, tbt: 150, jsGzipKb: 85.3 }),
  },
  F1: {
    devtools: figures({ fcp: 1729, lcp: 1729, observedFp: 1600, tbt: 300 }),
    simulate: figures({ performance: 93, lcp: 2451 }),
  },
  "F1'": {
    devtools: figures({ fcp: 1760, lcp: 1780, observedFp: 1640, tbt: 320 }),
    simulate: figures({ performance: 92, lcp: 2500 }),
  },
};

/** A route that meets every budget of `floors`, each right at its limit. */
const atLimits: Target = {
  devtools: figures({
    fcp: 1879,
    lcp: 2029,
    observedFp: 2400,
    tbt: 373,
    cls: 0.0004,
    jsGzipKb: 100.3,
  }),
  simulate: figures({ performance: 88, lcp: 2751, jsGzipKb: 200 }),
};

/** `atLimits` with some figures of one method changed. */
const withFigures = (method: Method, values: Partial<Figures>): Target => ({
  ...atLimits,
  [method]: { ...atLimits[method], ...values },
});

const lines = (route: string, target: Target, run = runBudgets(floors, BOTH)) =>
  budgetMisses(route, target, run).map((miss) => miss.line);

describe('floorSpread', () => {
  it("is |F1 - F1'| of each figure, per method", () => {
    expect(floorSpread(floors, BOTH)).toEqual({
      devtools: { fcp: 31, lcp: 51, observedFp: 40, tbt: 20 },
      simulate: { performance: 1, lcp: 49 },
    });
  });

  it('leaves out a method not run, and a figure a twin lacks', () => {
    const twin = { devtools: figures({ fcp: 1500, tbt: null }) };
    expect(floorSpread({ ...floors, "F1'": twin }, ['devtools'])).toEqual({
      devtools: { fcp: 229, lcp: 829, observedFp: 800, tbt: null },
    });
    expect(floorSpread({ F0: floors.F0, F1: floors.F1 }, ['simulate'])).toEqual({
      simulate: { performance: null, lcp: null },
    });
  });
});

describe('budgetMisses', () => {
  it('finds nothing when a route meets every budget', () => {
    expect(lines('/privacy', atLimits)).toEqual([]);
    expect(lines('/', withFigures('devtools', { jsGzipKb: 110.3 }))).toEqual([]);
  });

  it.each<[Method, Partial<Figures>, string]>([
    ['devtools', { fcp: 1880 }, 'FCP 1880 ms > F1 1729 ms + 150 ms'],
    ['devtools', { lcp: 2030 }, 'LCP 2030 ms > F1 1729 ms + 300 ms'],
    ['devtools', { observedFp: 2401 }, 'observed first paint 2401 ms > F1 1600 ms + 50 % (800 ms)'],
    ['devtools', { tbt: 374 }, 'TBT 374 ms > F0 273 ms + 100 ms'],
    ['devtools', { cls: 0.001 }, 'CLS 0.001 > 0'],
    ['simulate', { performance: 87 }, 'Lantern performance 87 < F1 93 - 5 points'],
    ['simulate', { lcp: 2752 }, 'Lantern LCP 2752 ms > F1 2451 ms + 300 ms'],
    ['simulate', { accessibility: 98 }, 'accessibility 98 < 100'],
    ['simulate', { bestPractices: 96 }, 'best-practices 96 < 100'],
    ['simulate', { seo: 92 }, 'seo 92 < 100'],
    ['devtools', { jsGzipKb: 100.4 }, 'first-load JS 100.4 KB gzipped > F0 85.3 KB + 15 KB'],
  ])('reports exactly the budget missed by a little (%s %o)', (method, missed, line) => {
    expect(lines('/privacy', withFigures(method, missed))).toEqual([line]);
  });

  it('holds the times to F1 and TBT and JavaScript to F0', () => {
    // Far above F0's FCP, within F1's: held to F1.
    expect(lines('/privacy', withFigures('devtools', { fcp: 1800 }))).toEqual([]);
    // Within F1's TBT + 100 ms (400 ms), above F0's (373 ms): held to F0.
    expect(lines('/privacy', withFigures('devtools', { tbt: 390 }))).toEqual([
      'TBT 390 ms > F0 273 ms + 100 ms',
    ]);
  });

  it('reads each budget from its own method: a slow Lantern LCP is not a devtools miss', () => {
    const target = withFigures('simulate', { lcp: 4000, fcp: 4000, tbt: 900 });
    expect(budgetMisses('/privacy', target, runBudgets(floors, BOTH))).toEqual([
      {
        method: 'simulate',
        key: 'lcp',
        category: 'performance',
        line: 'Lantern LCP 4000 ms > F1 2451 ms + 300 ms',
      },
    ]);
  });

  it('tells which method and category explain each miss', () => {
    const target: Target = {
      devtools: { ...atLimits.devtools!, lcp: 3000, jsGzipKb: 130 },
      simulate: { ...atLimits.simulate!, seo: 92 },
    };
    expect(
      budgetMisses('/contact', target, runBudgets(floors, BOTH)).map(
        ({ method, key, category }) => [method, key, category],
      ),
    ).toEqual([
      ['devtools', 'lcp', 'performance'],
      ['simulate', 'seo', 'seo'],
      ['devtools', 'jsGzipKb', null],
    ]);
  });

  it('allows the home page 25 KB of JavaScript above F0, every other route 15 KB', () => {
    const js = withFigures('devtools', { jsGzipKb: 110.3 });
    expect(lines('/', js)).toEqual([]);
    expect(lines('/', withFigures('devtools', { jsGzipKb: 110.4 }))).toEqual([
      'first-load JS 110.4 KB gzipped > F0 85.3 KB + 25 KB',
    ]);
    expect(lines('/about', js)).toEqual(['first-load JS 110.3 KB gzipped > F0 85.3 KB + 15 KB']);
  });

  it('reports a figure no run measured as missed', () => {
    const target = { ...withFigures('devtools', { lcp: null }), simulate: figures({ seo: null }) };
    expect(lines('/privacy', target)).toEqual(['LCP n/a', 'seo n/a < 100']);
  });

  describe('widened to the A/A spread', () => {
    const noisy: Floors = {
      ...floors,
      "F1'": {
        devtools: figures({ fcp: 1941, lcp: 1800, observedFp: 2500, tbt: 450 }),
        simulate: figures({ performance: 85, lcp: 2400 }),
      },
    };
    const run = runBudgets(noisy, BOTH);

    it('widens a margin narrower than the spread to it, and says so', () => {
      expect(run.notes).toEqual([
        'FCP margin 150 ms widened to the A/A spread 212 ms',
        'observed first paint margin 50 % (800 ms) widened to the A/A spread 900 ms',
        'TBT margin 100 ms widened to the A/A spread 150 ms',
        'Lantern performance margin 5 points widened to the A/A spread 8 points',
      ]);
      expect(lines('/privacy', withFigures('devtools', { fcp: 1941 }), run)).toEqual([]);
      expect(lines('/privacy', withFigures('devtools', { fcp: 1942 }), run)).toEqual([
        'FCP 1942 ms > F1 1729 ms + the A/A spread 212 ms',
      ]);
      expect(lines('/privacy', withFigures('devtools', { observedFp: 2501 }), run)).toEqual([
        'observed first paint 2501 ms > F1 1600 ms + the A/A spread 900 ms',
      ]);
      expect(lines('/privacy', withFigures('devtools', { tbt: 423 }), run)).toEqual([]);
      expect(lines('/privacy', withFigures('devtools', { tbt: 424 }), run)).toEqual([
        'TBT 424 ms > F0 273 ms + the A/A spread 150 ms',
      ]);
      expect(lines('/privacy', withFigures('simulate', { performance: 85 }), run)).toEqual([]);
      expect(lines('/privacy', withFigures('simulate', { performance: 84 }), run)).toEqual([
        'Lantern performance 84 < F1 93 - the A/A spread 8 points',
      ]);
    });

    it('keeps a margin wider than the spread', () => {
      // The LCP spread (71 ms, Lantern 51 ms) is narrower than its 300 ms margin.
      expect(lines('/privacy', withFigures('devtools', { lcp: 2030 }), run)).toEqual([
        'LCP 2030 ms > F1 1729 ms + 300 ms',
      ]);
      expect(lines('/privacy', withFigures('simulate', { lcp: 2752 }), run)).toEqual([
        'Lantern LCP 2752 ms > F1 2451 ms + 300 ms',
      ]);
    });

    it('never widens the JavaScript budget', () => {
      const twin = {
        ...noisy["F1'"],
        devtools: figures({ ...noisy["F1'"]!.devtools, jsGzipKb: 300 }),
      };
      const wide = runBudgets({ ...noisy, "F1'": twin }, BOTH);
      expect(lines('/about', withFigures('devtools', { jsGzipKb: 100.4 }), wide)).toEqual([
        'first-load JS 100.4 KB gzipped > F0 85.3 KB + 15 KB',
      ]);
    });

    it('does not widen without a twin', () => {
      const alone = runBudgets({ F0: floors.F0, F1: floors.F1 }, BOTH);
      expect(alone.notes).toEqual([]);
      expect(lines('/privacy', withFigures('devtools', { fcp: 1880 }), alone)).toEqual([
        'FCP 1880 ms > F1 1729 ms + 150 ms',
      ]);
    });
  });

  it('reports the budgets of a missing floor as not checked, and checks the others', () => {
    const slow = withFigures('devtools', { cls: 0.02, fcp: 9000 });
    expect(lines('/privacy', slow, runBudgets({ F0: floors.F0 }, BOTH))).toEqual([
      'CLS 0.020 > 0',
      "not checked, the floors' figures are missing: FCP (F1), LCP (F1), observed first paint (F1), Lantern performance (F1), Lantern LCP (F1)",
    ]);
    expect(lines('/privacy', atLimits, runBudgets(null, BOTH))).toEqual([
      "not checked, the floors' figures are missing: FCP (F1), LCP (F1), observed first paint (F1), TBT (F0), Lantern performance (F1), Lantern LCP (F1), first-load JS (F0)",
    ]);
  });

  it('checks only the budgets of the methods run, the scores and JavaScript with either', () => {
    const devtoolsOnly = runBudgets(floors, ['devtools']);
    const target = { devtools: figures({ ...atLimits.devtools, seo: 92 }) };
    expect(lines('/privacy', target, devtoolsOnly)).toEqual(['seo 92 < 100']);
    expect(devtoolsOnly.notRun).toEqual(['Lantern performance', 'Lantern LCP']);

    const lanternOnly = runBudgets(floors, ['simulate']);
    expect(
      lines(
        '/privacy',
        { simulate: figures({ ...atLimits.simulate, jsGzipKb: 100.4 }) },
        lanternOnly,
      ),
    ).toEqual(['first-load JS 100.4 KB gzipped > F0 85.3 KB + 15 KB']);
    expect(lanternOnly.notRun).toEqual(['FCP', 'LCP', 'observed first paint', 'TBT', 'CLS']);
  });
});

describe('describeBudgets', () => {
  it("states the budgets with this run's floor figures", () => {
    expect(describeBudgets(runBudgets(floors, BOTH))).toEqual([
      'Applied throttling (devtools): FCP <= 1879 ms (F1 1729 ms + 150 ms); LCP <= 2029 ms (F1 1729 ms + 300 ms); ' +
        'observed first paint <= 2400 ms (F1 1600 ms + 50 % (800 ms)); TBT <= 373 ms (F0 273 ms + 100 ms); CLS = 0',
      'Lantern (simulate): performance >= 88 (F1 93 - 5 points); LCP <= 2751 ms (F1 2451 ms + 300 ms); ' +
        'accessibility, best practices, SEO = 100',
      'First-load JS (devtools runs): <= 110.3 KB gzipped on / (F0 85.3 KB + 25 KB), ' +
        '<= 100.3 KB gzipped elsewhere (F0 85.3 KB + 15 KB)',
    ]);
  });

  it('says which margins were widened and which budgets are not checked', () => {
    const twin = { devtools: figures({ fcp: 1941, lcp: 1729, observedFp: 1600, tbt: 300 }) };
    expect(describeBudgets(runBudgets({ F1: floors.F1, "F1'": twin }, ['devtools']))).toEqual([
      'Applied throttling (devtools): FCP <= 1941 ms (F1 1729 ms + the A/A spread 212 ms); ' +
        'LCP <= 2029 ms (F1 1729 ms + 300 ms); observed first paint <= 2400 ms (F1 1600 ms + 50 % (800 ms)); ' +
        'TBT not checked (no F0 figure); CLS = 0; accessibility, best practices, SEO = 100',
      'First-load JS (devtools runs): first-load JS not checked (no F0 figure)',
      'Not checked, their method was not run (BENCH_METHODS): Lantern performance, Lantern LCP',
      'FCP margin 150 ms widened to the A/A spread 212 ms',
    ]);
  });
});
