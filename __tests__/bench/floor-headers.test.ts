import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { floorConfig } from '../../bench/lib/baseline.mjs';
import { pageSecurityHeaders, SECURITY_HEADERS } from '../../bench/lib/site-design.mjs';
import { securityHeaders } from '../../next.config';

describe("the site's security headers for F1 (BENCH_FLOOR_HEADERS=site)", () => {
  it('names every header next.config.ts sends with every response', () => {
    expect([...SECURITY_HEADERS].sort()).toEqual(
      securityHeaders.map(({ key }) => key.toLowerCase()).sort(),
    );
  });

  it('takes those a response carries, with their values, and nothing else', () => {
    const headers = new Headers({
      'Content-Type': 'text/html',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      'Set-Cookie': 'a=b',
    });
    expect(pageSecurityHeaders(headers)).toEqual([
      { key: 'x-frame-options', value: 'DENY' },
      { key: 'cross-origin-opener-policy', value: 'same-origin' },
    ]);
  });
});

describe('floorConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'floor-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function load(source: string) {
    const file = join(dir, `next.config.${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(file, source);
    return (await import(pathToFileURL(file).href)).default;
  }

  it('sends the given headers with every response, and none by default', async () => {
    const sent = [{ key: 'cross-origin-opener-policy', value: 'same-origin' }];
    const config = await load(floorConfig({ inlineCss: true }, sent));
    expect(config.experimental).toEqual({ inlineCss: true });
    expect(await config.headers()).toEqual([{ source: '/:path*', headers: sent }]);
    expect((await load(floorConfig())).headers).toBeUndefined();
  });
});
