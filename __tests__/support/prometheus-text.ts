/**
 * A strict reader of Prometheus' text exposition format (0.0.4): every line is a `# HELP`, a
 * `# TYPE` or a sample of a metric whose TYPE came before it; anything else throws. Enough for a
 * test to read a scrape as Prometheus would, and to fail where Prometheus would refuse it.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Scrape = { types: Map<string, string>; help: Map<string, string>; samples: Sample[] };

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\["\\n])*)"(,|$)/;
const SUFFIXES = ['_total', '_bucket', '_sum', '_count', '_created', '_info'];

function parseValue(text: string): number {
  // As Go's strconv.ParseFloat, which Prometheus uses: Inf and NaN in any case.
  const special = text.toLowerCase();
  if (special === '+inf' || special === 'inf') return Infinity;
  if (special === '-inf') return -Infinity;
  if (special === 'nan') return NaN;
  if (!/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`bad value '${text}'`);
  return Number(text);
}

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest !== '') {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`bad labels '${text}'`);
    const [whole, key, raw] = match as unknown as [string, string, string];
    if (key in labels) throw new Error(`label ${key} twice in '${text}'`);
    labels[key] = raw.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(whole.length);
  }
  return labels;
}

export function parsePrometheusText(text: string): Scrape {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line break');
  const scrape: Scrape = { types: new Map(), help: new Map(), samples: [] };
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (!new RegExp(`^${NAME}$`).test(name)) throw new Error(`bad metric name '${name}'`);
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`bad type '${rest}' of ${name}`);
        if (scrape.types.has(name)) throw new Error(`TYPE of ${name} twice`);
        scrape.types.set(name, rest);
      } else {
        scrape.help.set(name, rest);
      }
      continue;
    }
    if (line.startsWith('#')) throw new Error(`unknown comment line '${line}'`);
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`bad sample line '${line}'`);
    const [, name, labels = '', value] = sample as unknown as [
      string,
      string,
      string | undefined,
      string,
    ];
    const family = [
      name,
      ...SUFFIXES.map((s) => (name.endsWith(s) ? name.slice(0, -s.length) : '')),
    ];
    if (!family.some((candidate) => candidate && scrape.types.has(candidate))) {
      throw new Error(`sample of ${name} without a TYPE before it`);
    }
    scrape.samples.push({ name, labels: parseLabels(labels), value: parseValue(value) });
  }
  return scrape;
}

/** The value of the one sample with this name and these labels (0 when there is none yet). */
export function sampleValue(scrape: Scrape, name: string, labels: Record<string, string>): number {
  const found = scrape.samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value ?? 0;
}
