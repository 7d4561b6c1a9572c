// The Lighthouse bench's report (bench/lighthouse.mjs): its Markdown tables and, for a route that
// misses a budget, the audits of its median run that explain the miss.

const fmt = (v, digits = 0) => (v === null || v === undefined ? 'n/a' : v.toFixed(digits));

/** The tables' columns: [header, key of the figures, decimals]. */
export const COLUMNS = {
  devtools: [
    ['FCP ms', 'fcp'],
    ['LCP ms', 'lcp'],
    ['Obs. FP ms', 'observedFp'],
    ['TBT ms', 'tbt'],
    ['CLS', 'cls', 3],
    ['CPU index', 'cpuIndex'],
  ],
  simulate: [
    ['Perf', 'performance'],
    ['A11y', 'accessibility'],
    ['BP', 'bestPractices'],
    ['SEO', 'seo'],
    ['FCP ms', 'fcp'],
    ['LCP ms', 'lcp'],
    ['TBT ms', 'tbt'],
    ['CPU index', 'cpuIndex'],
  ],
  js: [
    ['JS KB sent', 'jsKb', 1],
    ['JS KB gzip', 'jsGzipKb', 1],
    ['JS KB gzip after load', 'jsLaterGzipKb', 1],
  ],
};

/** A Markdown table of `rows` ([label, figures or null]) in `columns`. */
export function figuresTable(rows, columns) {
  const lines = [
    `| Target | ${columns.map(([header]) => header).join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
  ];
  for (const [label, f] of rows) {
    lines.push(
      `| ${label} | ${columns.map(([, key, digits]) => fmt(f?.[key], digits)).join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Rows for each route: this tree, the BENCH_COMPARE build, and the difference (this tree minus
 * that build; negative times and positive scores are gains). `now` and `then` map a route to its
 * figures.
 */
export function sideBySideRows(now, then, label) {
  const rows = [];
  for (const [route, a] of Object.entries(now)) {
    const b = then[route] ?? null;
    const difference =
      a && b
        ? Object.fromEntries(
            Object.entries(a).map(([key, value]) => [
              key,
              value == null || b[key] == null
                ? null
                : Number((value - b[key]).toFixed(key === 'cls' ? 3 : 1)),
            ]),
          )
        : null;
    rows.push(
      [`${route} (this tree)`, a],
      [`${route} (${label})`, b],
      [`${route} (difference)`, difference],
    );
  }
  return rows;
}

/** The weighted audits with score < 1 in `category` of `lhr`: { title, details[] }. */
export function failingAudits(lhr, category) {
  const out = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    if (!(ref.weight > 0)) continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score === undefined || audit.score >= 1) continue;
    out.push({
      title: `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${ref.id}, score ${audit.score}]`,
      details: itemSummaries(audit),
    });
  }
  return out;
}

/** Up to 3 one-line descriptions of an audit's failing items (console message, element, URL). */
function itemSummaries(audit, max = 3) {
  const items = audit.details?.items ?? [];
  const lines = [];
  for (const item of items.slice(0, max)) {
    const parts = [
      item.description,
      item.node?.snippet ?? item.node?.selector,
      typeof item.text === 'string' && item.text !== '' ? `"${item.text}"` : undefined,
      item.sourceLocation?.url ??
        item.source?.url ??
        (typeof item.url === 'string' ? item.url : undefined) ??
        (typeof item.href === 'string' ? item.href : undefined),
    ].filter((p) => typeof p === 'string' && p !== '');
    if (parts.length === 0) continue;
    const line = parts.join(' — ').replace(/\s+/g, ' ');
    lines.push(line.length > 200 ? `${line.slice(0, 197)}...` : line);
  }
  if (items.length > max) lines.push(`... and ${items.length - max} more`);
  return lines;
}

/** Unweighted performance opportunities/diagnostics that did not pass: hints, not budgets. */
export function perfHints(lhr) {
  const out = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.weight > 0 || ref.group === 'hidden') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score === undefined || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
      continue;
    out.push(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${ref.id}]`);
  }
  return out;
}

const SPREAD_LABELS = {
  fcp: ['FCP', ' ms'],
  lcp: ['LCP', ' ms'],
  observedFp: ['observed first paint', ' ms'],
  tbt: ['TBT', ' ms'],
  performance: ['performance', ' points'],
};

/** "applied throttling: FCP 12 ms, ...; Lantern: performance 1 points, LCP 30 ms". */
export function describeSpread(spread) {
  const titles = { devtools: 'applied throttling', simulate: 'Lantern' };
  return Object.entries(spread)
    .map(([method, figures]) => {
      const parts = Object.entries(figures).map(([key, value]) => {
        const [label, unit] = SPREAD_LABELS[key];
        return `${label} ${value == null ? 'n/a' : `${Math.round(value)}${unit}`}`;
      });
      return `${titles[method]}: ${parts.join(', ')}`;
    })
    .join('; ');
}
