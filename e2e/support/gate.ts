/**
 * Holds intercepted requests until the test has seen the page's in-flight state ('Sending...',
 * disabled buttons), then lets them through. A fixed delay instead races the assertions on a busy
 * machine.
 */
export function requestGate(): { wait: () => Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait: () => opened, open };
}
