/**
 * Work the server finishes before it exits on SIGTERM or SIGINT. scripts/serve.mjs calls
 * `globalThis.__shutDown` (below) once it has stopped accepting connections and the requests in
 * flight have been answered. Hooks and function live on globalThis because Next may load this
 * module more than once in a process, and the server cannot import it.
 */
const shared = globalThis as {
  __shutdownHooks?: Set<() => Promise<void>>;
  __shutDown?: () => Promise<void>;
};
const hooks = (shared.__shutdownHooks ??= new Set());

/** Registers `hook`; the returned function removes it again. */
export function onShutdown(hook: () => Promise<void>): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every hook once, together (scripts/serve.mjs on a signal; tests stop their apps with it). */
export async function shutDown(): Promise<void> {
  const running = [...hooks];
  hooks.clear();
  await Promise.allSettled(running.map((hook) => hook()));
}
shared.__shutDown = shutDown;
