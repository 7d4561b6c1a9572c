/**
 * Work the server finishes before it exits on SIGTERM or SIGINT. scripts/serve.mjs runs these
 * hooks once it has stopped accepting connections and the requests in flight have been answered;
 * they live on globalThis because Next may load this module more than once in a process.
 */
const hooks = ((globalThis as { __shutdownHooks?: Set<() => Promise<void>> }).__shutdownHooks ??=
  new Set());

/** Registers `hook`; the returned function removes it again. */
export function onShutdown(hook: () => Promise<void>): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every hook once, together (what scripts/serve.mjs does; tests stop their apps with it). */
export async function shutDown(): Promise<void> {
  const running = [...hooks];
  hooks.clear();
  await Promise.allSettled(running.map((hook) => hook()));
}
