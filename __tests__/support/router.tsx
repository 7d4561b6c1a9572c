import { jest } from '@jest/globals';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { ReactNode } from 'react';

/**
 * A recording stand-in for Next's app router, for components that navigate (a dialog that is a
 * route closes by going back). The real navigation is covered by the end-to-end tests.
 */
export function recordingRouter() {
  const router = {
    back: jest.fn(),
    forward: jest.fn(),
    refresh: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
    bfcacheId: 'test',
  };
  const Provider = ({ children }: { children: ReactNode }) => (
    <AppRouterContext value={router}>{children}</AppRouterContext>
  );
  return { router, Provider };
}
