// The apply route under test with a real SMTP sink and an uploads folder of its own, for the test
// files of __tests__/api/apply/ (each imports this, so each sets the harness up for itself).
import { mkdir, readdir } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { seedJobs } from '@/lib/cms/seed/jobs';
import { positionOptions } from '@/lib/jobs';
import {
  fieldParts as fieldsOf,
  multipart,
  MULTIPART_TYPE,
  type Part,
} from '../../../scripts/lib/multipart.mjs';
import { setUpRouteHarness, type PostOptions, type RouteApp } from '../../support/route-harness';

export type ApplyRoute = typeof import('@/app/api/apply/route');
export type App = RouteApp<{ route: ApplyRoute }>;

export const HR = 'hr@acme.test';
export const FROM = 'website@acme.test';
export const APPLICANT = 'jane.doe@example.org';
export const URL = 'http://localhost/api/apply/';
export const MiB = 1024 * 1024;
// The first position still open when the tests run (the postings close on their dates).
export const POSITION = positionOptions(seedJobs)[0]!;

export const application = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: APPLICANT,
  phone: '+91 98765 43210',
  location: 'Ahmedabad',
  position: POSITION,
  experience: '5-10',
  expected_salary: '24 LPA',
  available_date: '',
  cover_letter: 'Hello,\n<script>alert(1)</script>\nI build fast & accessible interfaces.',
  website: '',
};

export const fieldParts = (fields: Record<string, string> = application): Part[] =>
  fieldsOf(fields);

let uploadsRoot = '';
/** The folder every upload of a test is made in (os.tmpdir() points there). */
export const uploadsFolder = () => uploadsRoot;

/** The apply route, with settings a test can override. */
export const { sink, nextIp, temporaryRoot, loadApp, post, expectNothingSent, onlyMessageTo } =
  setUpRouteHarness({
    tempPrefix: 'apply-api-',
    url: URL,
    contentType: MULTIPART_TYPE,
    env: {
      SEND_ACKNOWLEDGEMENTS: 'true',
      APPLY_RATE_LIMIT: '1000/60',
      HR_EMAIL: HR,
      MAIL_FROM: FROM,
      SITE_URL: 'https://www.acme.test',
    },
    load: async () => ({ route: await import('@/app/api/apply/route') }),
    // The route logs 'upload.unremoved' when it cannot remove an upload; no test may leave one behind.
    beforeRestoringMocks: () => {
      const cleanupFailures = jest
        .mocked(console.error)
        .mock.calls.filter(([line]) => String(line).includes('"event":"upload.unremoved"'));
      expect(cleanupFailures).toEqual([]);
    },
  });

export const postParts = (app: App, parts: readonly Part[], options?: PostOptions) =>
  post(app, new Uint8Array(multipart(parts)), options);

/**
 * A body that is produced only as the server pulls it, `chunkSize` bytes at a time, counting
 * what was pulled; no Content-Length is declared.
 */
export function countedStream(
  body: Buffer | { head: Buffer; filler: number },
  chunkSize = 64 * 1024,
) {
  const counter = { pulled: 0, cancelled: false };
  const total = Buffer.isBuffer(body) ? body.length : body.head.length + body.filler;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(chunkSize, total - counter.pulled);
        if (size <= 0) {
          controller.close();
          return;
        }
        let chunk: Buffer;
        if (Buffer.isBuffer(body)) chunk = body.subarray(counter.pulled, counter.pulled + size);
        else if (counter.pulled < body.head.length) chunk = body.head;
        else chunk = Buffer.alloc(size, 0x41);
        counter.pulled += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
      cancel() {
        counter.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

// Each test file that imports this sets these hooks up for itself.
beforeAll(async () => {
  uploadsRoot = join(await temporaryRoot(), 'uploads');
  await mkdir(uploadsRoot);
});

beforeEach(() => {
  // Every upload directory is made under os.tmpdir(); pointing it at an empty folder of our own
  // lets each test check that nothing was left behind.
  jest.spyOn(os, 'tmpdir').mockReturnValue(uploadsRoot);
});

afterEach(async () => {
  expect(await readdir(uploadsRoot)).toEqual([]);
});
