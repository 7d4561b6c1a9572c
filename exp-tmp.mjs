import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3100';
const path = process.argv[2] ?? '/';
const variant = process.argv[3] ?? 'none';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const res = [];
for (let i = 0; i < 5; i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const p = await ctx.newPage();
  await p.route('**/*', async (route) => {
    const url = route.request().url();
    if (route.request().resourceType() === 'document') {
      const r = await route.fetch(); let html = await r.text();
      if (variant.includes('noscript')) html = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link[^>]*as="script"[^>]*>/g,'');
      if (variant.includes('nofont')) html = html.replace(/<link[^>]*as="font"[^>]*>/g, '');
      return route.fulfill({ response: r, body: html });
    }
    if (variant.includes('nofont') && url.endsWith('.css')) { const r = await route.fetch(); let css = await r.text(); css = css.replace(/@font-face\{[^}]*\}/g, ''); return route.fulfill({ response: r, body: css }); }
    return route.continue();
  });
  const c = await ctx.newCDPSession(p);
  const events = [];
  c.on('Tracing.dataCollected', (d) => events.push(...d.value));
  await c.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await p.goto(base + path, { waitUntil: 'load' }); await p.waitForTimeout(800);
  const done = new Promise((r) => c.once('Tracing.tracingComplete', r));
  await c.send('Tracing.end'); await done;
  const sum = (n) => events.filter((e) => e.name === n && e.ph === 'X').reduce((s, e) => s + e.dur, 0) / 1000;
  const first = (n) => { const e = events.find((e) => e.name === n); return e ? e.dur/1000 : 0; };
  res.push({ style: sum('UpdateLayoutTree').toFixed(1), layout: sum('Layout').toFixed(1), firstLayout: first('Layout').toFixed(1), paint: sum('Paint').toFixed(1), parse: sum('ParseHTML').toFixed(1), script: sum('EvaluateScript').toFixed(1) });
  await ctx.close();
}
console.log(variant, res.slice(1).map(r=>JSON.stringify(r)).join('\n'));
await b.close();
