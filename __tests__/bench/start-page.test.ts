import { START_PAGE_HTML, startFrom, startStartPage } from '../../bench/lib/start-page.mjs';

describe('where the bench starts each load (BENCH_START)', () => {
  it('starts from a page of another site unless told about:blank, and refuses anything else', () => {
    expect(startFrom(undefined)).toBe('elsewhere');
    expect(startFrom('')).toBe('elsewhere');
    expect(startFrom('elsewhere')).toBe('elsewhere');
    expect(startFrom('blank')).toBe('blank');
    expect(() => startFrom('about:blank')).toThrow(
      'BENCH_START must be "elsewhere" or "blank" (got "about:blank")',
    );
  });

  it('serves a page with nothing to load at a localhost address, another site than 127.0.0.1', async () => {
    const page = await startStartPage();
    try {
      const url = new URL(page.url);
      expect(url.hostname).toBe('localhost');
      // Served on 127.0.0.1 only: the address that name resolves to first here.
      const response = await fetch(`http://127.0.0.1:${url.port}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
      const html = await response.text();
      expect(html).toBe(START_PAGE_HTML);
      expect(html).not.toMatch(/<(script|link|img|style|iframe)\b/i);
    } finally {
      await page.stop();
    }
    await expect(fetch(page.url.replace('localhost', '127.0.0.1'))).rejects.toThrow();
  });
});
