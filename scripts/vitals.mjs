#!/usr/bin/env node
// `npm run vitals`: the p75 of each Core Web Vital per route, from the histograms a running
// server exposes at /api/metrics (VITALS_URL, default http://localhost:3000; METRICS_TOKEN for
// its Authorization), interpolated within the buckets as Prometheus' histogram_quantile does.
import { pathToFileURL } from 'node:url';

/** The histograms and Google's thresholds ('good' at or below the first, 'poor' above the second). */
export const VITAL_HISTOGRAMS = {
  LCP: { metric: 'web_vitals_lcp_seconds', unit: 's', good: 2.5, poor: 4 },
  INP: { metric: 'web_vitals_inp_seconds', unit: 's', good: 0.2, poor: 0.5 },
  CLS: { metric: 'web_vitals_cls', unit: '', good: 0.1, poor: 0.25 },
  FCP: { metric: 'web_vitals_fcp_seconds', unit: 's', good: 1.8, poor: 3 },
  TTFB: { metric: 'web_vitals_ttfb_seconds', unit: 's', good: 0.8, poor: 1.8 },
};

function parseLabels(text) {
  const labels = {};
  for (const [, name, value] of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
    labels[name] = value.replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/**
 * The cumulative buckets of the vitals histograms in a Prometheus text scrape:
 * { [vital]: { [route]: [{ le, count }] } }, buckets in ascending order, +Inf last.
 * @param {string} scrape
 * @returns {Partial<Record<string, Record<string, { le: number, count: number }[]>>>}
 */
export function parseVitals(scrape) {
  /** @type {Record<string, Record<string, { le: number, count: number }[]>>} */
  const result = {};
  const byMetric = new Map(
    Object.entries(VITAL_HISTOGRAMS).map(([name, { metric }]) => [metric, name]),
  );
  for (const line of scrape.split('\n')) {
    const match = /^(\w+)_bucket\{([^}]*)\} (\S+)/.exec(line);
    const vital = match && byMetric.get(match[1]);
    if (!vital) continue;
    const { route, le } = parseLabels(match[2]);
    if (route === undefined || le === undefined) continue;
    const buckets = ((result[vital] ??= {})[route] ??= []);
    buckets.push({ le: le === '+Inf' ? Infinity : Number(le), count: Number(match[3]) });
  }
  for (const routes of Object.values(result))
    for (const buckets of Object.values(routes)) buckets.sort((a, b) => a.le - b.le);
  return result;
}

/**
 * The q-quantile of a histogram's cumulative buckets, as Prometheus' histogram_quantile: found in
 * the bucket where the rank falls, linearly between its bounds (the first bucket starts at 0); a
 * rank in +Inf gives the highest finite bound. NaN without observations.
 */
export function histogramQuantile(q, buckets) {
  const total = buckets.at(-1)?.count ?? 0;
  if (!(total > 0)) return NaN;
  const rank = q * total;
  let previousBound = 0;
  let previousCount = 0;
  for (const { le, count } of buckets) {
    if (count >= rank) {
      if (le === Infinity) return previousBound;
      if (count === previousCount) return le;
      return (
        previousBound + (le - previousBound) * ((rank - previousCount) / (count - previousCount))
      );
    }
    previousBound = le;
    previousCount = count;
  }
  return previousBound;
}

function verdict(vital, value) {
  const { good, poor } = VITAL_HISTOGRAMS[vital];
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor';
}

function formatValue(vital, value) {
  if (VITAL_HISTOGRAMS[vital].unit === 's') return `${Math.round(value * 1000)} ms`;
  return value.toFixed(3);
}

/** The report: one block per route, a line per metric with its p75, count and Google's verdict. */
export function formatReport(vitals) {
  const routes = [
    ...new Set(Object.values(vitals).flatMap((byRoute) => Object.keys(byRoute))),
  ].sort();
  if (routes.length === 0) return 'No field data yet: no page load has reported its vitals.';
  const lines = [];
  for (const route of routes) {
    lines.push(route);
    for (const vital of Object.keys(VITAL_HISTOGRAMS)) {
      const buckets = vitals[vital]?.[route];
      const count = buckets?.at(-1)?.count ?? 0;
      if (!buckets || count === 0) continue;
      const p75 = histogramQuantile(0.75, buckets);
      lines.push(
        `  ${vital.padEnd(5)} p75 ${formatValue(vital, p75).padStart(9)}  ${verdict(vital, p75).padEnd(17)}  (${count} reports)`,
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  const base = process.env.VITALS_URL ?? 'http://localhost:3000';
  const token = process.env.METRICS_TOKEN;
  const url = new URL('/api/metrics', base);
  let response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    console.error(
      `Could not reach ${url}: ${error.cause?.message ?? error.message}. Is the server running (npm start)? Set VITALS_URL to another address.`,
    );
    process.exit(1);
  }
  if (!response.ok) {
    const hint = token ? 'check METRICS_TOKEN' : "set METRICS_TOKEN to the server's token";
    console.error(`GET ${url} answered ${response.status}: ${hint}.`);
    process.exit(1);
  }
  console.log(
    `Field data from ${base} (p75 per route; Google's 'good': LCP <= 2.5 s, INP <= 200 ms, CLS <= 0.1)\n`,
  );
  console.log(formatReport(parseVitals(await response.text())));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
