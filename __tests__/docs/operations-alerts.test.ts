import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

describe('docs/operations.md', () => {
  it('shows the alerting rules exactly as deploy/prometheus/alerts.yml holds them', async () => {
    const doc = await readFile(join(root, 'docs/operations.md'), 'utf8');
    const rules = await readFile(join(root, 'deploy/prometheus/alerts.yml'), 'utf8');
    const blocks = [...doc.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
    const shown = blocks.filter((block) => block?.startsWith('groups:'));
    expect(shown).toEqual([rules]);
  });

  it('has a runbook for every alert, where the alert points', async () => {
    const doc = await readFile(join(root, 'docs/operations.md'), 'utf8');
    const rules = await readFile(join(root, 'deploy/prometheus/alerts.yml'), 'utf8');
    const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map((match) => match[1]!);
    expect(alerts.length).toBeGreaterThanOrEqual(7);
    for (const alert of alerts) {
      expect(doc).toContain(`### ${alert}\n`);
      expect(rules).toContain(`runbook: 'docs/operations.md#${alert.toLowerCase()}'`);
    }
  });
});
