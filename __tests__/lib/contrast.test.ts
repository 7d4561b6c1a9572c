import { describe, expect, it } from '@jest/globals';
import { contrastRatio, NON_TEXT_CONTRAST } from '@/lib/contrast';

describe('contrastRatio', () => {
  it('spans 1:1 for equal colours to 21:1 for black on white', () => {
    expect(contrastRatio('FFFFFF', 'FFFFFF')).toBe(1);
    expect(contrastRatio('000000', 'FFFFFF')).toBeCloseTo(21, 5);
  });

  it('does not depend on the order of the colours or a leading #', () => {
    expect(contrastRatio('#3C6300', '#FFFFFF')).toBeCloseTo(contrastRatio('ffffff', '3c6300'), 10);
  });

  it('matches known ratios: the brand colour on white is 7.05:1', () => {
    expect(contrastRatio('3C6300', 'FFFFFF')).toBeCloseTo(7.05, 2);
    expect(contrastRatio('777777', 'FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('tells brand colours that fail the non-text threshold on white', () => {
    expect(contrastRatio('F7DF1E', 'FFFFFF')).toBeLessThan(NON_TEXT_CONTRAST);
    expect(contrastRatio('3178C6', 'FFFFFF')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('rejects anything that is not a six-digit hex colour', () => {
    expect(() => contrastRatio('fff', 'FFFFFF')).toThrow('Not a six-digit hex colour');
    expect(() => contrastRatio('red', 'FFFFFF')).toThrow();
  });
});
