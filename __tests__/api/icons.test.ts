import { readdir } from 'node:fs/promises';
import { generateStaticParams, GET } from '@/app/icons/[file]/route';
import { ICON_NAMES } from '@/lib/icon-names';

const get = (file: string) =>
  GET(new Request(`http://localhost/icons/${file}`), { params: Promise.resolve({ file }) });

describe('GET /icons/[file]', () => {
  it('builds one file per icon the components name', async () => {
    expect(generateStaticParams().map(({ file }) => file)).toEqual(
      ICON_NAMES.map((name) => `${name}.svg`),
    );
  });

  it("serves each icon as Lucide's SVG, without its licence comment and class", async () => {
    const lucide = new Set(await readdir('node_modules/lucide-static/icons'));
    for (const name of ICON_NAMES) {
      if (name !== 'star-filled') expect(lucide).toContain(`${name}.svg`);
      const response = await get(`${name}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 24 24"/,
      );
      expect(svg).toMatch(/<\/svg>$/);
      expect(svg).not.toMatch(/<!--|class=|\n/);
    }
  });

  it('fills the star of a rating, and leaves the plain star an outline', async () => {
    const star = await (await get('star.svg')).text();
    const filled = await (await get('star-filled.svg')).text();
    expect(star).toContain('fill="none"');
    expect(filled).toBe(star.replace('fill="none"', 'fill="currentColor"'));
  });

  it('answers any other name with a 404', async () => {
    for (const file of ['nope.svg', 'map-pin', 'map-pin.png', '../package.json', 'MAP-PIN.svg']) {
      expect((await get(file)).status).toBe(404);
    }
  });
});
