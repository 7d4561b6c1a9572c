import { describe, expect, it } from '@jest/globals';
import * as simpleIcons from 'simple-icons';
import { contrastRatio, NON_TEXT_CONTRAST } from '@/lib/contrast';
import {
  techLogoFill,
  techLogoFromFile,
  techLogoNames,
  techLogoSrc,
  techLogoSvg,
} from '@/lib/tech-logos';

describe('technology logo files', () => {
  it('names each file after its logo and maps the file name back', () => {
    expect(techLogoSrc('react')).toBe('/tech-logos/react.svg');
    for (const name of techLogoNames) {
      expect(techLogoFromFile(techLogoSrc(name).split('/').pop()!)).toBe(name);
    }
  });

  it('draws every logo from the simple-icons icon of the same slug', () => {
    const bySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon.path]));
    for (const name of techLogoNames) {
      expect(bySlug.get(name)).toEqual(expect.any(String));
      expect(techLogoSvg(name)).toContain(`<path d="${bySlug.get(name)}"/>`);
    }
  });

  it('knows no other file', () => {
    for (const file of ['react', 'react.png', 'nope.svg', 'constructor.svg', '__proto__.svg', '']) {
      expect(techLogoFromFile(file)).toBeUndefined();
    }
  });

  it('keeps a brand colour that shows on a light card and replaces one that does not', () => {
    expect(techLogoFill('html5')).toBe('#E34F26');
    // JavaScript's yellow is barely visible on white: slate-700 instead.
    expect(techLogoFill('javascript')).toBe('#334155');
    for (const name of techLogoNames) {
      expect(contrastRatio(techLogoFill(name), 'F8FAFC')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });

  it('draws a standalone SVG document with the path and its fill', () => {
    const svg = techLogoSvg('python');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24"/,
    );
    expect(svg).toContain(`fill="${techLogoFill('python')}"`);
    expect(svg).toMatch(/<path d="M[^"]+"\/><\/svg>$/);
  });
});
