/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { MOTION_STORAGE_KEY, motionPauseBootScript } from '@/lib/motion-boot';
import {
  isMotionPaused,
  setMotionPaused,
  useMotionAllowed,
  useMotionPaused,
  usePrefersReducedMotion,
} from '@/lib/motion-preference';

const REDUCED = '(prefers-reduced-motion: reduce)';

/** jsdom has no matchMedia: a controllable stand-in whose answers the test can change. */
function installMatchMedia() {
  const matches = new Map<string, boolean>();
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();
  const listenersFor = (query: string) => {
    let set = listeners.get(query);
    if (!set) {
      set = new Set();
      listeners.set(query, set);
    }
    return set;
  };
  const matchMedia = (query: string): MediaQueryList =>
    ({
      media: query,
      get matches() {
        return matches.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listenersFor(query).add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listenersFor(query).delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) =>
        listenersFor(query).add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) =>
        listenersFor(query).delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });
  return {
    set(query: string, value: boolean) {
      matches.set(query, value);
      const event = { matches: value, media: query } as MediaQueryListEvent;
      listenersFor(query).forEach((listener) => listener(event));
    },
    listenerCount: (query: string) => listenersFor(query).size,
  };
}

let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  media = installMatchMedia();
});

afterEach(() => {
  jest.restoreAllMocks();
  setMotionPaused(false);
  localStorage.clear();
});

describe('setMotionPaused', () => {
  it('marks <html data-motion="paused"> and remembers the choice in localStorage', () => {
    setMotionPaused(true);
    expect(document.documentElement).toHaveAttribute('data-motion', 'paused');
    expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe('1');
    expect(isMotionPaused()).toBe(true);
  });

  it('removes the attribute and the stored choice when motion is resumed', () => {
    setMotionPaused(true);
    setMotionPaused(false);
    expect(document.documentElement).not.toHaveAttribute('data-motion');
    expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBeNull();
    expect(isMotionPaused()).toBe(false);
  });

  it('still pauses this page when localStorage refuses writes', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => setMotionPaused(true)).not.toThrow();
    expect(document.documentElement).toHaveAttribute('data-motion', 'paused');
  });
});

describe('motionPauseBootScript', () => {
  const runBootScript = () => new Function(motionPauseBootScript)();

  it('uses the same storage key as setMotionPaused', () => {
    expect(motionPauseBootScript).toContain(`'${MOTION_STORAGE_KEY}'`);
  });

  it('applies a remembered pause before anything renders', () => {
    localStorage.setItem(MOTION_STORAGE_KEY, '1');
    runBootScript();
    expect(document.documentElement).toHaveAttribute('data-motion', 'paused');
  });

  it('leaves motion on when no pause was remembered', () => {
    runBootScript();
    expect(document.documentElement).not.toHaveAttribute('data-motion');
    localStorage.setItem(MOTION_STORAGE_KEY, '0');
    runBootScript();
    expect(document.documentElement).not.toHaveAttribute('data-motion');
  });

  it('does not throw when localStorage is unavailable', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(runBootScript).not.toThrow();
    expect(document.documentElement).not.toHaveAttribute('data-motion');
  });

  it('is picked up by isMotionPaused after it runs', () => {
    localStorage.setItem(MOTION_STORAGE_KEY, '1');
    runBootScript();
    expect(isMotionPaused()).toBe(true);
  });
});

describe('useMotionPaused', () => {
  it('follows setMotionPaused', () => {
    const { result } = renderHook(() => useMotionPaused());
    expect(result.current).toBe(false);
    act(() => setMotionPaused(true));
    expect(result.current).toBe(true);
    act(() => setMotionPaused(false));
    expect(result.current).toBe(false);
  });

  it('follows a pause toggled in another tab (storage event)', () => {
    const { result } = renderHook(() => useMotionPaused());
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: MOTION_STORAGE_KEY, newValue: '1' }));
    });
    expect(result.current).toBe(true);
    expect(document.documentElement).toHaveAttribute('data-motion', 'paused');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: MOTION_STORAGE_KEY, newValue: null }),
      );
    });
    expect(result.current).toBe(false);
  });

  it('ignores storage events for other keys', () => {
    const { result } = renderHook(() => useMotionPaused());
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '1' }));
    });
    expect(result.current).toBe(false);
  });
});

describe('usePrefersReducedMotion', () => {
  it('reads the prefers-reduced-motion media query and follows its changes', () => {
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.set(REDUCED, true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listenerCount(REDUCED)).toBe(0);
  });
});

describe('useMotionAllowed', () => {
  it('is true when nothing is paused and reduced motion is not requested', () => {
    const { result } = renderHook(() => useMotionAllowed());
    expect(result.current).toBe(true);
  });

  it('is false while the site-wide pause is on, and true again after resuming', () => {
    const { result } = renderHook(() => useMotionAllowed());
    act(() => setMotionPaused(true));
    expect(result.current).toBe(false);
    act(() => setMotionPaused(false));
    expect(result.current).toBe(true);
  });

  it('is false from the start when the pause was set before render', () => {
    setMotionPaused(true);
    const { result } = renderHook(() => useMotionAllowed());
    expect(result.current).toBe(false);
  });

  it('is false when the user prefers reduced motion', () => {
    media.set(REDUCED, true);
    const { result } = renderHook(() => useMotionAllowed());
    expect(result.current).toBe(false);
  });

  it('turns false when the reduced-motion preference switches on during the visit', () => {
    const { result } = renderHook(() => useMotionAllowed());
    expect(result.current).toBe(true);
    act(() => media.set(REDUCED, true));
    expect(result.current).toBe(false);
    act(() => media.set(REDUCED, false));
    expect(result.current).toBe(true);
  });
});
