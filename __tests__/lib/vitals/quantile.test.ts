import { formatReport, histogramQuantile, parseVitals } from '@/scripts/vitals.mjs';

const scrape = `# HELP web_vitals_lcp_seconds Largest Contentful Paint
# TYPE web_vitals_lcp_seconds histogram
web_vitals_lcp_seconds_bucket{route="/",le="0.5"} 0
web_vitals_lcp_seconds_bucket{route="/",le="1"} 2
web_vitals_lcp_seconds_bucket{route="/",le="2.5"} 8
web_vitals_lcp_seconds_bucket{route="/",le="+Inf"} 10
web_vitals_lcp_seconds_sum{route="/"} 17
web_vitals_lcp_seconds_count{route="/"} 10
web_vitals_cls_bucket{route="/career/[slug]",le="0.1"} 3
web_vitals_cls_bucket{route="/career/[slug]",le="0.25"} 4
web_vitals_cls_bucket{route="/career/[slug]",le="+Inf"} 4
http_requests_total{route="/",method="GET",status="2xx"} 5
`;

describe("npm run vitals: p75 from the histograms, as Prometheus' histogram_quantile", () => {
  it('reads the buckets of each vital and route from a scrape', () => {
    const vitals = parseVitals(scrape);
    expect(vitals.LCP?.['/']).toEqual([
      { le: 0.5, count: 0 },
      { le: 1, count: 2 },
      { le: 2.5, count: 8 },
      { le: Infinity, count: 10 },
    ]);
    expect(Object.keys(vitals.CLS ?? {})).toEqual(['/career/[slug]']);
  });

  it('interpolates within the bucket where the rank falls', () => {
    const { LCP, CLS } = parseVitals(scrape);
    // Rank 7.5 of 10: 5.5 of the 6 observations between 1 s and 2.5 s.
    expect(histogramQuantile(0.75, LCP?.['/'])).toBeCloseTo(2.375);
    expect(histogramQuantile(0.5, LCP?.['/'])).toBeCloseTo(1.75);
    // Rank 3 of 4 falls in the first bucket, which starts at 0.
    expect(histogramQuantile(0.75, CLS?.['/career/[slug]'])).toBeCloseTo(0.1);
  });

  it('gives the highest finite bound for a rank in +Inf, and NaN without observations', () => {
    const buckets = [
      { le: 1, count: 1 },
      { le: Infinity, count: 4 },
    ];
    expect(histogramQuantile(0.75, buckets)).toBe(1);
    expect(histogramQuantile(0.75, [{ le: Infinity, count: 0 }])).toBeNaN();
  });

  it('gives 0 for visits that did not move, counted in a bucket at 0', () => {
    // Twenty visits with no layout shift and two with some: the rank falls in the bucket at 0.
    const unmoved = [
      { le: 0, count: 20 },
      { le: 0.01, count: 20 },
      { le: 0.05, count: 22 },
      { le: Infinity, count: 22 },
    ];
    expect(histogramQuantile(0.75, unmoved)).toBe(0);
    const scrape = unmoved
      .map(
        ({ le, count }) =>
          `web_vitals_cls_bucket{route="/",le="${le === Infinity ? '+Inf' : le}"} ${count}`,
      )
      .join('\n');
    expect(formatReport(parseVitals(scrape))).toMatch(/CLS +p75 +0\.000 +good +\(22 reports\)/);
  });

  it("prints a p75 per route and metric with Google's verdict", () => {
    const report = formatReport(parseVitals(scrape));
    expect(report).toMatch(/^\/\n {2}LCP +p75 +2375 ms +good +\(10 reports\)/m);
    expect(report).toMatch(/\/career\/\[slug\]\n {2}CLS +p75 +0\.100 +good +\(4 reports\)/);
    expect(formatReport({})).toMatch(/No field data yet/);
  });
});
