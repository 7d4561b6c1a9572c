// The budgets every route is held to (bench/README.md, "Budgets"; ../shared/DECISIONS.md,
// "Performance: how it is judged"). Each is relative to a floor measured in the same run: F0, the
// bare Next.js page, and F1, that page with the site's own stylesheet, font and a hero
// (bench/lib/baseline.mjs, bench/lib/styled-floor.mjs), so a slower machine moves the floors and
// the limits together. F1 is measured twice, as F1 and F1' (its A/A twin): a margin narrower than
// their difference, the noise of the run, is widened to it. Pure: median figures in, lines out.

/** The figures of the A/A spread: |F1 - F1'| per method. */
const SPREAD_KEYS = {
  devtools: ['fcp', 'lcp', 'observedFp', 'tbt'],
  simulate: ['performance', 'lcp'],
};

const ms = (v) => `${Math.round(v)} ms`;
const kb = (v) => `${v.toFixed(1)} KB`;
const points = (v) => `${Math.round(v)}`;

/**
 * The budgets relative to a floor. `from`: the methods whose runs give the figure, the first one
 * run wins; `margin(floorValue, route)`: what is allowed above the floor (below it with
 * `atLeast`), before widening; `spread`: widened to F1's A/A spread of that figure; `category`:
 * the Lighthouse category whose failing audits explain a miss (null: none does).
 */
const RELATIVE = [
  {
    key: 'fcp',
    from: ['devtools'],
    label: 'FCP',
    floor: 'F1',
    unit: ms,
    margin: () => 150,
    marginText: () => '150 ms',
    spread: true,
  },
  {
    key: 'lcp',
    from: ['devtools'],
    label: 'LCP',
    floor: 'F1',
    unit: ms,
    margin: () => 300,
    marginText: () => '300 ms',
    spread: true,
  },
  {
    key: 'observedFp',
    from: ['devtools'],
    label: 'observed first paint',
    floor: 'F1',
    unit: ms,
    margin: (floor) => floor / 2,
    marginText: (floor) => `50 % (${ms(floor / 2)})`,
    spread: true,
  },
  {
    key: 'tbt',
    from: ['devtools'],
    label: 'TBT',
    floor: 'F0',
    unit: ms,
    margin: () => 100,
    marginText: () => '100 ms',
    spread: true,
  },
  {
    key: 'performance',
    from: ['simulate'],
    label: 'Lantern performance',
    short: 'performance',
    floor: 'F1',
    unit: points,
    atLeast: true,
    margin: () => 5,
    marginText: () => '5 points',
    spreadUnit: (v) => `${v} points`,
    spread: true,
  },
  {
    key: 'lcp',
    from: ['simulate'],
    label: 'Lantern LCP',
    short: 'LCP',
    floor: 'F1',
    unit: ms,
    margin: () => 300,
    marginText: () => '300 ms',
    spread: true,
  },
  {
    key: 'jsGzipKb',
    from: ['devtools', 'simulate'],
    label: 'first-load JS',
    floor: 'F0',
    unit: (v) => `${kb(v)} gzipped`,
    margin: (floor, route) => (route === '/' ? 25 : 15),
    marginText: (floor, route) => `${route === '/' ? 25 : 15} KB`,
    spread: false,
    category: null,
  },
];

/** The budgets on a fixed value: CLS 0, and the scores Lighthouse's runs give whatever the method. */
const FIXED = [
  { key: 'cls', from: ['devtools'], label: 'CLS', text: 'CLS = 0', category: 'performance' },
  ...[
    ['accessibility', 'accessibility', 'accessibility'],
    ['bestPractices', 'best-practices', 'best practices'],
    ['seo', 'seo', 'SEO'],
  ].map(([key, category, label]) => ({
    key,
    from: ['simulate', 'devtools'],
    label: category,
    text: `${label} = 100`,
    category,
  })),
];

/** Whether a fixed budget holds: CLS rounded to 3 decimals is 0, a score is 100. */
function fixedHolds(key, value) {
  return key === 'cls' ? Number(value.toFixed(3)) === 0 : value >= 100;
}

function fixedMissLine(key, label, value) {
  return key === 'cls' ? `CLS ${value.toFixed(3)} > 0` : `${label} ${value} < 100`;
}

/**
 * |F1 - F1'| of each figure of the spread, per method run (null: a twin lacks the figure; a
 * method not run is left out).
 */
export function floorSpread(floors, methods) {
  const spread = {};
  for (const method of methods) {
    const a = floors?.F1?.[method];
    const b = floors?.["F1'"]?.[method];
    spread[method] = Object.fromEntries(
      (SPREAD_KEYS[method] ?? []).map((key) => [
        key,
        a?.[key] == null || b?.[key] == null ? null : Math.abs(a[key] - b[key]),
      ]),
    );
  }
  return spread;
}

/**
 * The budgets of one run from its floors' median figures (`floors`: { F0, F1, "F1'" }, each
 * { devtools, simulate } or null) and the methods it ran: `budgets` (each with its floor value,
 * margin and limit), the A/A `spread`, the `notes` on margins widened to it, and the budgets
 * `notRun` (no method of theirs was run).
 */
export function runBudgets(floors, methods) {
  const spread = floorSpread(floors, methods);
  const notes = [];
  const budgets = [];
  const notRun = [];
  for (const def of RELATIVE) {
    const method = def.from.find((m) => methods.includes(m));
    if (!method) {
      notRun.push(def.label);
      continue;
    }
    const floorValue = floors?.[def.floor]?.[method]?.[def.key] ?? null;
    const spreadValue = def.spread ? (spread[method]?.[def.key] ?? null) : null;
    const margin = (route) => {
      const base = def.margin(floorValue, route);
      return spreadValue != null && spreadValue > base ? spreadValue : base;
    };
    if (floorValue != null && spreadValue != null && spreadValue > def.margin(floorValue, '')) {
      notes.push(
        `${def.label} margin ${def.marginText(floorValue, '')} widened to the A/A spread ${(def.spreadUnit ?? def.unit)(spreadValue)}`,
      );
    }
    const limit = (route) => {
      if (floorValue == null) return null;
      const value = def.atLeast ? floorValue - margin(route) : floorValue + margin(route);
      // To 0.1 KiB, as the figures are: 85.3 + 15 must be 100.3, not 100.30000000000001.
      return def.key === 'jsGzipKb' ? Number(value.toFixed(1)) : value;
    };
    const rule = (route) => {
      const widened = spreadValue != null && spreadValue > def.margin(floorValue, route);
      const m = widened
        ? `the A/A spread ${(def.spreadUnit ?? def.unit)(spreadValue)}`
        : def.marginText(floorValue, route);
      const shown = def.key === 'jsGzipKb' ? kb(floorValue) : def.unit(floorValue);
      return `${def.floor} ${shown} ${def.atLeast ? '-' : '+'} ${m}`;
    };
    const category = def.category === undefined ? 'performance' : def.category;
    budgets.push({ ...def, method, floorValue, limit, rule, category });
  }
  for (const def of FIXED) {
    const method = def.from.find((m) => methods.includes(m));
    if (method) budgets.push({ ...def, method, fixed: true });
    else notRun.push(def.label);
  }
  // In the tables' order: applied throttling, Lantern, then first-load JS.
  const rank = (b) => (b.key === 'jsGzipKb' ? 2 : b.method === 'devtools' ? 0 : 1);
  budgets.sort((a, b) => rank(a) - rank(b));
  return { methods, spread, budgets, notes, notRun };
}

/**
 * The budgets `route`'s median figures (`target`: { devtools, simulate }) miss, one
 * { method, key, category, line } each ("FCP 2054 ms > F1 1729 ms + 150 ms"); empty when every
 * one holds. A figure no run measured is a miss; the budgets whose floor figure is missing are
 * listed on one "not checked" line, a miss too: the run must not pass unchecked.
 */
export function budgetMisses(route, target, run) {
  const misses = [];
  const unchecked = [];
  for (const b of run.budgets) {
    const value = target?.[b.method]?.[b.key] ?? null;
    const miss = (line) =>
      misses.push({ method: b.method, key: b.key, category: b.category, line });
    if (value == null) {
      miss(b.fixed && b.key !== 'cls' ? `${b.label} n/a < 100` : `${b.label} n/a`);
      continue;
    }
    if (b.fixed) {
      if (!fixedHolds(b.key, value)) miss(fixedMissLine(b.key, b.label, value));
      continue;
    }
    const limit = b.limit(route);
    if (limit == null) {
      unchecked.push(`${b.label} (${b.floor})`);
      continue;
    }
    if (b.atLeast ? value < limit : value > limit) {
      miss(`${b.label} ${b.unit(value)} ${b.atLeast ? '<' : '>'} ${b.rule(route)}`);
    }
  }
  if (unchecked.length > 0) {
    misses.push({
      method: null,
      key: null,
      category: null,
      line: `not checked, the floors' figures are missing: ${unchecked.join(', ')}`,
    });
  }
  return misses;
}

const METHOD_TITLES = {
  devtools: 'Applied throttling (devtools)',
  simulate: 'Lantern (simulate)',
};

/**
 * The budgets of this run with their numbers, one line per method and one for first-load JS
 * ("FCP <= 1879 ms (F1 1729 ms + 150 ms)"), then the margins widened to the A/A spread.
 */
export function describeBudgets(run) {
  const phrase = (b) => {
    if (b.fixed) return b.text;
    const sign = b.atLeast ? '>=' : '<=';
    if (b.floorValue == null) return `${b.short ?? b.label} not checked (no ${b.floor} figure)`;
    if (b.key === 'jsGzipKb') {
      return ['/', '']
        .map(
          (route) =>
            `${sign} ${b.unit(b.limit(route))} ${route === '/' ? 'on /' : 'elsewhere'} (${b.rule(route)})`,
        )
        .join(', ');
    }
    return `${b.short ?? b.label} ${sign} ${b.unit(b.limit(''))} (${b.rule('')})`;
  };
  const lines = [];
  for (const method of ['devtools', 'simulate']) {
    const own = run.budgets.filter((b) => b.method === method && b.key !== 'jsGzipKb');
    if (own.length === 0) continue;
    const scores = own.filter((b) => b.fixed && b.key !== 'cls');
    const rest = own.filter((b) => !scores.includes(b)).map(phrase);
    if (scores.length > 0) {
      rest.push(`${scores.map((b) => b.text.replace(' = 100', '')).join(', ')} = 100`);
    }
    lines.push(`${METHOD_TITLES[method]}: ${rest.join('; ')}`);
  }
  const js = run.budgets.find((b) => b.key === 'jsGzipKb');
  if (js) lines.push(`First-load JS (${js.method} runs): ${phrase(js)}`);
  if (run.notRun.length > 0) {
    lines.push(`Not checked, their method was not run (BENCH_METHODS): ${run.notRun.join(', ')}`);
  }
  lines.push(...run.notes);
  return lines;
}
