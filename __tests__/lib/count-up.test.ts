import { getHomeStats } from '@/content/home';
import { countUpSteps, countUpValue, finalCount, formatCount } from '@/lib/count-up';

describe('countUpSteps', () => {
  it('takes 20 steps for each home page statistic', () => {
    expect(getHomeStats().stats.map(countUpSteps)).toEqual([20, 20, 20]);
  });

  it('rounds up when the increment does not divide the target', () => {
    expect(countUpSteps({ target: 10, increment: 3 })).toBe(4);
  });

  it('needs no steps for a zero target or a zero increment', () => {
    expect(countUpSteps({ target: 0, increment: 5 })).toBe(0);
    expect(countUpSteps({ target: 10, increment: 0 })).toBe(0);
  });
});

describe('countUpValue', () => {
  const clients = { target: 150, increment: 7.5 };

  it('starts at zero', () => {
    expect(countUpValue(clients, 0)).toBe(0);
  });

  it('adds the increment every step', () => {
    expect(countUpValue(clients, 1)).toBe(7.5);
    expect(countUpValue(clients, 2)).toBe(15);
    expect(countUpValue({ target: 300, increment: 15 }, 10)).toBe(150);
    expect(countUpValue({ target: 50, increment: 2.5 }, 3)).toBe(7.5);
  });

  it('ends exactly on the target and never goes above it', () => {
    expect(countUpValue(clients, 20)).toBe(150);
    expect(countUpValue(clients, 21)).toBe(150);
    expect(countUpValue({ target: 10, increment: 3 }, 4)).toBe(10);
  });

  it('is never above the target at any step', () => {
    for (const stat of getHomeStats().stats) {
      for (let step = 0; step <= countUpSteps(stat) + 2; step += 1) {
        expect(countUpValue(stat, step)).toBeLessThanOrEqual(stat.target);
      }
    }
  });
});

describe('formatCount', () => {
  it('shows whole numbers, rounding halves down', () => {
    expect(formatCount(7.5, 150, '+')).toBe('7+');
    expect(formatCount(142.5, 150, '+')).toBe('142+');
  });

  it('clamps values outside zero and the target', () => {
    expect(formatCount(400, 300, '+')).toBe('300+');
    expect(formatCount(-3, 50)).toBe('0');
  });

  it('ends on the same text as the final value', () => {
    expect(formatCount(50, 50, '+')).toBe(finalCount(50, '+'));
    expect(finalCount(300, '+')).toBe('300+');
  });
});
