import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's IntersectionObserver, which jsdom does not implement: tests say
 * when an element enters or leaves the viewport with `scrollIntoView`/`scrollOutOfView`. The real
 * observer is exercised by the end-to-end suite in Chromium.
 */
class ControlledIntersectionObserver {
  static readonly live = new Set<ControlledIntersectionObserver>();
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {}

  observe(target: Element) {
    this.targets.add(target);
    ControlledIntersectionObserver.live.add(this);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    ControlledIntersectionObserver.live.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  notify(target: Element, isIntersecting: boolean) {
    if (!this.targets.has(target)) return;
    const entry = {
      target,
      isIntersecting,
      boundingClientRect: target.getBoundingClientRect(),
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

export function installIntersectionObserver() {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: ControlledIntersectionObserver,
  });
}

function setIntersecting(target: Element, isIntersecting: boolean) {
  act(() => {
    for (const observer of [...ControlledIntersectionObserver.live]) {
      observer.notify(target, isIntersecting);
    }
  });
}

export const scrollIntoView = (target: Element) => setIntersecting(target, true);
export const scrollOutOfView = (target: Element) => setIntersecting(target, false);

/** How many observers are still watching something (0 once every component cleaned up). */
export const liveObserverCount = () => ControlledIntersectionObserver.live.size;
