import {
  horizontalTravel,
  offsetForScroll,
  offsetRevealing,
  pinnedRange,
  scrollForOffset,
} from '@/lib/horizontal-scroll';

describe('horizontalTravel', () => {
  it('is the row width minus the window width', () => {
    // Nine 23vw cards at 1280 px with 24 px gaps and padding.
    const rowWidth = 9 * 294.4 + 8 * 24 + 2 * 24;
    expect(horizontalTravel(rowWidth, 1280)).toBeCloseTo(1609.6);
  });

  it('is zero when the row fits in the window', () => {
    expect(horizontalTravel(900, 1280)).toBe(0);
  });
});

describe('pinnedRange', () => {
  const geometry = { sectionTop: 3000, sectionHeight: 2400, pinHeight: 600, pinTop: 120 };

  it('starts when the section top reaches the pin line and ends when the container leaves', () => {
    expect(pinnedRange(geometry)).toEqual({ start: 2880, end: 4680 });
  });

  it('never ends before it starts', () => {
    expect(pinnedRange({ ...geometry, sectionHeight: 500 })).toEqual({ start: 2880, end: 2880 });
  });
});

describe('offsetForScroll', () => {
  const range = { start: 1000, end: 3000 };

  it('leaves the row at its start before the section pins', () => {
    expect(offsetForScroll(0, range, 1600)).toBe(0);
    expect(offsetForScroll(1000, range, 1600)).toBe(0);
  });

  it('moves the row in proportion to the vertical scroll while pinned', () => {
    expect(offsetForScroll(1500, range, 1600)).toBe(400);
    expect(offsetForScroll(2000, range, 1600)).toBe(800);
  });

  it('holds the row at the full travel after the pin ends', () => {
    expect(offsetForScroll(3000, range, 1600)).toBe(1600);
    expect(offsetForScroll(9000, range, 1600)).toBe(1600);
  });

  it('jumps from start to end when the pinned range is empty', () => {
    const empty = { start: 1000, end: 1000 };
    expect(offsetForScroll(999, empty, 1600)).toBe(0);
    expect(offsetForScroll(1000, empty, 1600)).toBe(1600);
  });
});

describe('scrollForOffset', () => {
  const range = { start: 1000, end: 3000 };

  it('inverts offsetForScroll', () => {
    for (const offset of [0, 400, 1234, 1600]) {
      expect(offsetForScroll(scrollForOffset(offset, range, 1600), range, 1600)).toBeCloseTo(
        offset,
      );
    }
  });

  it('clamps offsets beyond the travel to the pinned range', () => {
    expect(scrollForOffset(-50, range, 1600)).toBe(1000);
    expect(scrollForOffset(5000, range, 1600)).toBe(3000);
  });

  it('answers the pin start when there is nothing to travel', () => {
    expect(scrollForOffset(100, range, 0)).toBe(1000);
  });
});

describe('offsetRevealing', () => {
  const windowWidth = 1280;
  const travel = 1600;
  const card = (index: number) => ({ left: 24 + index * 318, width: 294 });

  it('keeps the current offset when the card is already fully visible', () => {
    expect(offsetRevealing(card(1), 0, windowWidth, travel, 24)).toBe(0);
    expect(offsetRevealing(card(3), 300, windowWidth, travel, 24)).toBe(300);
  });

  it('moves just far enough to show a card beyond the right edge', () => {
    // Card 5 spans 1614..1908; with a 24 px margin the window must start at 652.
    expect(offsetRevealing(card(5), 0, windowWidth, travel, 24)).toBe(652);
  });

  it('moves back just far enough to show a card beyond the left edge', () => {
    // Card 2 starts at 660; with a 24 px margin the window must start at 636.
    expect(offsetRevealing(card(2), 1200, windowWidth, travel, 24)).toBe(636);
  });

  it('stays within the travel at both ends of the row', () => {
    expect(offsetRevealing(card(0), 800, windowWidth, travel, 24)).toBe(0);
    expect(offsetRevealing(card(8), 0, windowWidth, travel, 24)).toBe(travel);
  });

  it('aligns a card wider than the window with its left edge', () => {
    expect(offsetRevealing({ left: 500, width: 2000 }, 0, windowWidth, travel, 24)).toBe(476);
  });
});
