'use client';

import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps } from 'react';
import { Dialog, type DialogCloseReason } from './dialog';

/**
 * Closes a dialog that is a route of its own (an intercepting route in app/(site)/(pages)/@modal) by
 * going back in history, to the page it was opened over, as the browser's Back button does.
 * However often it is called (Escape also closes the native dialog and reports it), it goes back
 * once. `onClose` runs first, with how the visitor closed it.
 */
export function useCloseRoute(onClose?: (reason: DialogCloseReason) => void) {
  const router = useRouter();
  const closed = useRef(false);
  return (reason: DialogCloseReason) => {
    if (closed.current) return;
    closed.current = true;
    onClose?.(reason);
    router.back();
  };
}

type RouteDialogProps = Omit<ComponentProps<typeof Dialog>, 'open' | 'onClose'>;

/**
 * A Dialog opened by a link from inside the site and shown while the address is its route.
 * Closing it, or Back, leaves the route; the route unmounts the dialog and the focus returns to
 * the link that opened it.
 */
export function RouteDialog(props: RouteDialogProps) {
  return <Dialog open onClose={useCloseRoute()} {...props} />;
}
