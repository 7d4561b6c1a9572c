/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INLINE_SVG_MAX_BYTES, inlinedSvg } from '@/lib/inline-svg';

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24"/></svg>';

describe('inlinedSvg', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'inline-svg-'));
    await mkdir(join(root, 'public', 'news'), { recursive: true });
    await writeFile(join(root, 'public', 'news', 'small.svg'), `${drawing}\n`);
    await writeFile(
      join(root, 'public', 'news', 'large.svg'),
      drawing.replace('</svg>', `<!--${'x'.repeat(INLINE_SVG_MAX_BYTES)}--></svg>`),
    );
    await writeFile(join(root, 'public', 'photo.png'), 'not an svg');
    await writeFile(join(root, 'secret.svg'), drawing);
    jest.spyOn(process, 'cwd').mockReturnValue(root);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await rm(root, { recursive: true, force: true });
  });

  it('writes a small SVG of public/ into a data URL the browser decodes back to the file', async () => {
    const src = await inlinedSvg('/news/small.svg');
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(drawing);
    // A data URL has no characters an HTML attribute or the RSC payload would have to escape.
    expect(src).not.toMatch(/["<>\s]/);
  });

  it('leaves a larger SVG, another kind of file, a CMS upload and a missing file as they are', async () => {
    for (const src of ['/news/large.svg', '/photo.png', '/media/portrait.svg', '/news/gone.svg']) {
      expect(await inlinedSvg(src)).toBe(src);
    }
  });

  it('reads nothing outside public/', async () => {
    for (const src of ['/../secret.svg', '/news/../../secret.svg', 'secret.svg']) {
      expect(await inlinedSvg(src)).toBe(src);
    }
  });

  it('inlines the news illustrations and portraits the site ships', async () => {
    jest.restoreAllMocks();
    for (const src of ['/news/ai-practice.svg', '/leaders/arjun-mehta.svg']) {
      const file = await readFile(join(process.cwd(), 'public', src), 'utf8');
      const inlined = await inlinedSvg(src);
      expect(decodeURIComponent(inlined.slice('data:image/svg+xml,'.length))).toBe(file.trim());
    }
  });
});
