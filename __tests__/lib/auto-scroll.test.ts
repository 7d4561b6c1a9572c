import { AUTO_SCROLL_INTERVAL_MS, AUTO_SCROLL_STEP_PX, nextLoopPosition } from '@/lib/auto-scroll';

describe('nextLoopPosition', () => {
  it('moves 1 px every 20 ms', () => {
    expect(AUTO_SCROLL_STEP_PX).toBe(1);
    expect(AUTO_SCROLL_INTERVAL_MS).toBe(20);
    expect(nextLoopPosition(0, 1000, 2000)).toBe(1);
    expect(nextLoopPosition(41.5, 1000, 2000)).toBe(42.5);
  });

  it('jumps back one loop on reaching the copy, to the identical-looking start', () => {
    expect(nextLoopPosition(998, 1000, 2000)).toBe(999);
    expect(nextLoopPosition(999, 1000, 2000)).toBe(0);
    expect(nextLoopPosition(999.5, 1000, 2000)).toBe(0.5);
  });

  it('brings a row scrolled by hand deep into the copy back into the first loop', () => {
    expect(nextLoopPosition(1500, 1000, 2000)).toBe(501);
    expect(nextLoopPosition(2099, 1000, 2200)).toBe(100);
  });

  it('wraps to the start when the row cannot move further before reaching the copy', () => {
    // A window wider than one set: the copy's start is never reachable.
    expect(nextLoopPosition(600, 1000, 600)).toBe(0);
    expect(nextLoopPosition(599, 1000, 600)).toBe(600);
  });

  it('stays put while nothing is laid out', () => {
    expect(nextLoopPosition(0, 0, 0)).toBe(0);
    expect(nextLoopPosition(12, 0, 0)).toBe(12);
  });

  it('takes another step size', () => {
    expect(nextLoopPosition(10, 1000, 2000, 5)).toBe(15);
    expect(nextLoopPosition(997, 1000, 2000, 5)).toBe(2);
  });
});
