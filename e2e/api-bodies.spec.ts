import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  fieldParts,
  multipart,
  MULTIPART_TYPE,
  resumePart,
  type Part,
} from '../scripts/lib/multipart.mjs';
import { pdfFile, pdfOfSize } from '../scripts/lib/resume-files.mjs';
import { rawPost, type RawAnswer } from './support/raw-post';
import { serverFaults } from './support/server-faults';

// Bodies as they arrive over a real network: the head first, the body later and in pieces. The
// upload and JSON paths must answer each one right and the server must log no fault (an uncaught
// `ReadableStream is already closed` once followed many of these answers).

const MiB = 1024 * 1024;
const applicant = {
  first_name: 'Stream',
  last_name: 'Tester',
  email: 'stream.tester@example.org',
  phone: '+91 98765 43210',
  position: 'Other',
  experience: '1-3',
};

type Case = {
  name: string;
  path: string;
  contentType: string;
  body: Buffer;
  status: number;
  /** Something the answer's JSON must hold. */
  answer: Record<string, unknown>;
};

const apply = (name: string, parts: Part[], status: number, answer: Case['answer']): Case => ({
  name,
  path: '/api/apply/',
  contentType: MULTIPART_TYPE,
  body: multipart(parts),
  status,
  answer,
});

const contact = (name: string, body: string, status: number, answer: Case['answer']): Case => ({
  name,
  path: '/api/contact/',
  contentType: 'application/json',
  body: Buffer.from(body),
  status,
  answer,
});

const cases: Case[] = [
  apply('a valid application without a resume', fieldParts(applicant), 201, { ok: true }),
  apply(
    'a valid application with a resume',
    [...fieldParts(applicant), resumePart(pdfFile())],
    201,
    { ok: true },
  ),
  apply('invalid fields', fieldParts({ ...applicant, email: 'not-an-address' }), 422, {
    errors: { email: expect.any(String) },
  }),
  apply(
    'a field sent twice',
    [...fieldParts(applicant), { name: 'first_name', value: 'Again' }],
    400,
    { ok: false },
  ),
  apply(
    'a field named __proto__',
    [{ name: '__proto__', value: 'x' }, ...fieldParts(applicant)],
    400,
    { ok: false },
  ),
  apply(
    'a field named constructor',
    [...fieldParts(applicant), { name: 'constructor', value: 'x' }],
    400,
    { ok: false },
  ),
  apply(
    'a resume over 5 MiB',
    [...fieldParts(applicant), resumePart(pdfOfSize(5 * MiB + 1))],
    413,
    { ok: false, error: expect.stringMatching(/5 MB/) },
  ),
  contact(
    'a valid enquiry',
    JSON.stringify({ name: 'Stream Tester', email: applicant.email, message: 'Hello there.' }),
    201,
    { ok: true },
  ),
  contact('broken JSON', '{"name": "Stream', 400, { ok: false }),
  contact('a JSON body over its limit', JSON.stringify({ message: 'x'.repeat(40_000) }), 413, {
    ok: false,
  }),
];

async function expectNoServerFaults() {
  // The fault came from a microtask after the answer had gone out.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const log = await readFile(process.env.E2E_SERVER_LOG!, 'utf8');
  expect(serverFaults(log)).toEqual([]);
}

function expectAnswer(answer: RawAnswer, expected: Pick<Case, 'status' | 'answer'>) {
  expect(answer.error).toBeNull();
  expect(answer.status).toBe(expected.status);
  expect(JSON.parse(answer.body!)).toMatchObject(expected.answer);
}

test.describe('API bodies that arrive after their headers', () => {
  test.describe.configure({ mode: 'serial' });

  for (const entry of cases) {
    test(`${entry.path}: ${entry.name}, trickled in pieces, answers ${entry.status}`, async () => {
      for (const declareLength of [true, false]) {
        for (let round = 0; round < 5; round += 1) {
          const answer = await rawPost({ ...entry, declareLength, pieces: 4, delayMs: 15 });
          expectAnswer(answer, entry);
        }
      }
      await expectNoServerFaults();
    });
  }

  /** `rounds` applications with a resume of `resumeBytes`, every other one without a length. */
  async function flood(
    resumeBytes: number,
    rounds: number,
    until: 'end' | 'answer',
  ): Promise<RawAnswer[]> {
    const body = multipart([...fieldParts(applicant), resumePart(pdfOfSize(resumeBytes))]);
    const answers: RawAnswer[] = [];
    for (let round = 0; round < rounds; round += 1) {
      answers.push(
        await rawPost({
          path: '/api/apply/',
          contentType: MULTIPART_TYPE,
          body,
          declareLength: round % 2 === 0,
          pace: 'flood',
          until,
        }),
      );
    }
    return answers;
  }

  test('/api/apply/: 100 refused 6 MiB uploads written at full speed all read their 413', async () => {
    test.setTimeout(120_000);
    for (const answer of await flood(6 * MiB, 100, 'end')) {
      expectAnswer(answer, { status: 413, answer: { ok: false } });
    }
    await expectNoServerFaults();
  });

  test('/api/apply/: 20 uploads of 50 MB written at full speed all read their 413 before the server closes', async () => {
    test.setTimeout(120_000);
    // Past the drain bound the server reads no more and closes 5 s after answering, while this
    // client still writes; by then it must have read the whole answer.
    for (const answer of await flood(50 * 1000 * 1000, 20, 'answer')) {
      expectAnswer(answer, { status: 413, answer: { ok: false } });
    }
    await expectNoServerFaults();
  });
});
