import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { seedJobs as jobs } from '../lib/cms/seed/jobs';

/** Every JavaScript file of the build the browser can download. */
function clientChunks(): { file: string; text: string }[] {
  const root = join(process.cwd(), '.next', 'static');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

test('no client chunk of the build carries a job description', () => {
  const chunks = clientChunks();
  expect(chunks.length).toBeGreaterThan(10);
  // Long, distinctive phrases of every posting, open or closed, that only its page shows.
  const phrases = jobs.flatMap((job) => [job.about, ...job.responsibilities, ...job.requirements]);
  for (const { file, text } of chunks) {
    const leaked = phrases.filter((phrase) => text.includes(phrase.slice(0, 48)));
    expect(leaked, `${file} carries job text`).toEqual([]);
  }
});
