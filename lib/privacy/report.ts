import type { Holding } from './data-request';

/** What `npm run privacy:export|erase` prints: one line per holding, grouped by store. */
export function formatHoldings(address: string, holdings: Holding[], erased: boolean): string {
  if (holdings.length === 0) {
    return `Nothing is held about ${address} in DATA_DIR or Redis.`;
  }
  const byStore = new Map<string, Holding[]>();
  for (const holding of holdings) {
    byStore.set(holding.store, [...(byStore.get(holding.store) ?? []), holding]);
  }
  const lines = [
    `${erased ? 'Removed' : 'Held'} about ${address}: ${holdings.length} item${holdings.length === 1 ? '' : 's'}`,
  ];
  for (const [store, items] of byStore) {
    lines.push(`${store}:`);
    for (const item of items) lines.push(`  - ${item.item}: ${item.detail}`);
  }
  return lines.join('\n');
}
