import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { seedJobs } from '@/lib/cms/seed/jobs';
import { DRAIN_LIMIT_BYTES, DRAIN_LIMIT_MS } from '@/lib/http/request-body';
import { positionOptions } from '@/lib/jobs';
import { RESUME_MAX_BYTES, resumeMessages } from '@/lib/validation/application';
import {
  CLOSING,
  fieldParts as fieldsOf,
  multipart,
  MULTIPART_TYPE,
  partHeader,
  resumePart,
  type Part,
} from '../support/multipart';
import {
  docFile,
  docmFile,
  docWithMacrosFile,
  docxClaimingFile,
  docxFile,
  elfFile,
  pdfFile,
  pdfOfSize,
  zipBombDocxFile,
  zipFile,
} from '../support/resume-files';
import {
  addresses,
  deliverDue,
  eventually,
  expectErrorBody,
  queuedMessages,
  setUpRouteHarness,
  type PostOptions,
  type RouteApp,
} from '../support/route-harness';

type ApplyRoute = typeof import('@/app/api/apply/route');
type App = RouteApp<{ route: ApplyRoute }>;

const HR = 'hr@acme.test';
const FROM = 'website@acme.test';
const APPLICANT = 'jane.doe@example.org';
const URL = 'http://localhost/api/apply/';
const MiB = 1024 * 1024;
// The first position still open when the tests run (the postings close on their dates).
const POSITION = positionOptions(seedJobs)[0]!;

const application = {
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

const fieldParts = (fields: Record<string, string> = application): Part[] => fieldsOf(fields);

let uploadsRoot = '';

/** The apply route, with settings a test can override. */
const { sink, nextIp, temporaryRoot, loadApp, post, expectNothingSent, onlyMessageTo } =
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

const postParts = (app: App, parts: readonly Part[], options?: PostOptions) =>
  post(app, new Uint8Array(multipart(parts)), options);

/**
 * A body that is produced only as the server pulls it, `chunkSize` bytes at a time, counting
 * what was pulled; no Content-Length is declared.
 */
function countedStream(body: Buffer | { head: Buffer; filler: number }, chunkSize = 64 * 1024) {
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

describe('POST /api/apply/ a second time from one address', () => {
  const apply = async (app: App, fields: Record<string, string>) => {
    const response = await postParts(app, fieldParts({ ...application, ...fields }));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const hr = sink.messages.filter((message) => message.envelope.rcptTo.includes(HR));
    const acknowledgements = sink.messages.filter((message) =>
      message.envelope.rcptTo.some((address) => address.toLowerCase() === APPLICANT),
    );
    sink.clear();
    return { reference, hr: hr[0]!.parsed, acknowledgement: acknowledgements[0]!.parsed };
  };

  it('tells HR in the subject and the body, with the first reference and date', async () => {
    const app = await loadApp();
    const first = await apply(app, {});
    expect(first.hr.subject).not.toMatch(/second application/i);
    expect(first.hr.text).not.toMatch(/second application/i);

    // The same address typed differently, for the same position.
    const second = await apply(app, { email: ` ${APPLICANT.toUpperCase()}` });
    expect(second.hr.subject).toBe(
      `[${second.reference}] ${POSITION} — Jane Doe (5-10 years, Ahmedabad) (second application; first ${first.reference})`,
    );
    expect(second.hr.text).toMatch(
      new RegExp(
        `Second application from this address for this position: the first, ${first.reference}, arrived \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{1,2}:\\d\\d [ap]m IST\\.`,
      ),
    );
    // The applicant is answered as usual.
    expect(second.acknowledgement.subject).toBe(
      `We received your application (${second.reference}) - Acme Technologies`,
    );
  });

  it('says nothing when the address applies for another position', async () => {
    const app = await loadApp();
    await apply(app, {});
    const other = await apply(app, { position: positionOptions(seedJobs)[1]! });
    expect(other.hr.subject).not.toMatch(/second application/i);
    expect(other.hr.text).not.toMatch(/second application/i);
  });

  it('keeps neither the address nor the name, only a keyed hash, the reference and the date', async () => {
    const app = await loadApp();
    const { reference } = await apply(app, {});
    const directory = join(app.dataDir, 'applicants');
    const [file, ...others] = await readdir(directory);
    expect(others).toEqual([]);
    expect(file).toMatch(/^[0-9a-f]{64}\.[0-9a-f]{64}\.json$/); // address hash, then address and position
    const kept = JSON.parse(await readFile(join(directory, file!), 'utf8')) as object;
    expect(kept).toEqual({ reference, receivedAt: expect.any(String) });
  });
});

describe('POST /api/apply/ with a working SMTP server', () => {
  let app: App;

  beforeAll(async () => {
    app = await loadApp();
  });

  it('answers 201 {ok:true} and mails HR the application with the resume attached, byte for byte', async () => {
    const resume = pdfFile();
    const response = await postParts(app, [...fieldParts(), resumePart(resume, '../../etc/x.pdf')]);
    expect(response.status).toBe(201);
    expect(jest.mocked(os.tmpdir)).toHaveBeenCalled(); // the upload went where afterEach looks
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^APP-[2-9A-HJKMNP-TV-Z]{6}$/);

    const { parsed, envelope } = onlyMessageTo(HR);
    expect(parsed.headers.get('x-submission-reference')).toBe(reference);
    expect(parsed.text).toContain(`Reference: ${reference}`);
    expect(envelope.mailFrom).toBe(FROM);
    expect(addresses(parsed.from)).toEqual([{ address: FROM, name: 'Acme Technologies' }]);
    expect(addresses(parsed.to)).toEqual([{ address: HR, name: '' }]);
    expect(addresses(parsed.replyTo)).toEqual([{ address: APPLICANT, name: 'Jane Doe' }]);
    expect(parsed.subject).toBe(`[${reference}] ${POSITION} — Jane Doe (5-10 years, Ahmedabad)`);
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment!.filename).toBe('Resume - Jane Doe.pdf');
    expect(attachment!.contentType).toBe('application/pdf');
    expect(Buffer.compare(attachment!.content, resume)).toBe(0);
  });

  it('puts every field in the text and HTML bodies, escaped in the HTML', async () => {
    expect((await postParts(app, [...fieldParts(), resumePart(pdfFile())])).status).toBe(201);
    const { parsed } = onlyMessageTo(HR);
    for (const value of ['Jane Doe', APPLICANT, '+91 98765 43210', 'Ahmedabad', '5-10', '24 LPA']) {
      expect(parsed.text).toContain(value);
      expect(parsed.html).toContain(value);
    }
    expect(parsed.text).toContain(application.cover_letter);
    expect(parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).toContain('fast &amp; accessible');
  });

  it('names the attachment by the sniffed type, not by the uploaded name or declared type', async () => {
    const docx = docxFile();
    const response = await postParts(app, [
      ...fieldParts(),
      resumePart(docx, 'resume.pdf', 'application/pdf'),
    ]);
    expect(response.status).toBe(201);
    const [attachment] = onlyMessageTo(HR).parsed.attachments;
    expect(attachment!.filename).toBe('Resume - Jane Doe.docx');
    expect(attachment!.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(Buffer.compare(attachment!.content, docx)).toBe(0);
  });

  it('accepts a Word 97-2003 document', async () => {
    const response = await postParts(app, [
      ...fieldParts(),
      resumePart(docFile(), 'cv.doc', 'application/msword'),
    ]);
    expect(response.status).toBe(201);
    expect(onlyMessageTo(HR).parsed.attachments[0]!.filename).toBe('Resume - Jane Doe.doc');
  });

  it('makes a safe attachment name from an awkward applicant name', async () => {
    const fields = { ...application, first_name: 'Zoë "../../x"', last_name: 'Ångström/\\:*?' };
    expect((await postParts(app, [...fieldParts(fields), resumePart(pdfFile())])).status).toBe(201);
    expect(onlyMessageTo(HR).parsed.attachments[0]!.filename).toBe('Resume - Zoë x Ångström.pdf');
  });

  it('keeps bidirectional controls out of the subject, the names and the attachment name', async () => {
    // U+202E would show 'Jane Doe' + 'fdp.exe' reversed in a mail client: 'Jane Doeexe.pdf'.
    const fields = {
      ...application,
      first_name: 'Jane\u202e',
      last_name: 'Doe\u2066fdp.exe\u200f',
    };
    expect((await postParts(app, [...fieldParts(fields), resumePart(pdfFile())])).status).toBe(201);
    const { parsed } = onlyMessageTo(HR);
    expect(parsed.subject).toMatch(
      /^\[APP-\w{6}\] .* — Jane Doefdp\.exe \(5-10 years, Ahmedabad\)/,
    );
    expect(parsed.attachments[0]!.filename).toBe('Resume - Jane Doefdpexe.pdf');
    expect(addresses(parsed.replyTo)).toEqual([{ address: APPLICANT, name: 'Jane Doefdp.exe' }]);
  });

  it('accepts an application without a resume, and one whose file input was left empty', async () => {
    expect((await postParts(app, fieldParts())).status).toBe(201);
    expect(onlyMessageTo(HR).parsed.attachments).toHaveLength(0);
    sink.clear();
    const noFile = resumePart(Buffer.alloc(0), '', 'application/octet-stream');
    expect((await postParts(app, [...fieldParts(), noFile])).status).toBe(201);
    expect(onlyMessageTo(HR).parsed.text).toContain('No resume attached');
  });

  it('works with a body made by the platform FormData', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(application)) form.set(name, value);
    form.set(
      'resume',
      new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }),
      'cv.pdf',
    );
    const response = await app.route.POST(
      new Request(URL, { method: 'POST', headers: { 'x-forwarded-for': nextIp() }, body: form }),
    );
    expect(response.status).toBe(201);
    await app.mail.getMailer().queue.settled();
    expect(onlyMessageTo(HR).parsed.attachments[0]!.filename).toBe('Resume - Jane Doe.pdf');
  });

  it('sends the applicant an acknowledgement with the position and what happens next', async () => {
    // An app of its own: the applicant has had no acknowledgement today, nor sent this before.
    const fresh = await loadApp();
    expect((await postParts(fresh, [...fieldParts(), resumePart(pdfFile())])).status).toBe(201);
    const { parsed } = onlyMessageTo(APPLICANT);
    expect(addresses(parsed.from)).toEqual([{ address: FROM, name: 'Acme Technologies' }]);
    expect(addresses(parsed.to)).toEqual([{ address: APPLICANT, name: '' }]);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-replied');
    expect(parsed.replyTo).toBeUndefined();
    expect(parsed.text).not.toContain('Jane');
    expect(parsed.text).toContain(POSITION);
    expect(parsed.text).toContain('What happens after you apply:');
    expect(parsed.text).toContain('1. We read your application (within 5 working days)');
    expect(parsed.text).toContain('https://www.acme.test/privacy');
    expect(parsed.attachments).toHaveLength(0);
    expect(parsed.text).not.toContain(application.cover_letter);
  });

  it('sends only the application when SEND_ACKNOWLEDGEMENTS is false', async () => {
    const quiet = await loadApp({ SEND_ACKNOWLEDGEMENTS: 'false' });
    expect((await postParts(quiet, fieldParts())).status).toBe(201);
    expect(sink.messages).toHaveLength(1);
    expect(sink.to(HR)).toHaveLength(1);
  });

  it('answers 201 and sends nothing when the honeypot is filled', async () => {
    const fields = { ...application, website: 'https://spam.example' };
    const response = await postParts(app, [...fieldParts(fields), resumePart(pdfFile())]);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^APP-[2-9A-HJKMNP-TV-Z]{6}$/),
    });
    await expectNothingSent(app);
  });

  it('answers 201 to a filled honeypot even with invalid fields and resume, and sends nothing', async () => {
    const fields = { first_name: '', email: 'nope', website: 'https://spam.example' };
    const notAPdf = resumePart(Buffer.from('MZ not a pdf'), 'cv.pdf');
    const response = await postParts(app, [...fieldParts(fields), notAPdf]);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^APP-[2-9A-HJKMNP-TV-Z]{6}$/),
    });
    await expectNothingSent(app);
  });
});

describe('POST /api/apply/ resume size limit', () => {
  let app: App;

  beforeAll(async () => {
    app = await loadApp();
  });

  it('accepts a resume of exactly 5 MiB and delivers it intact', async () => {
    const resume = pdfOfSize(RESUME_MAX_BYTES);
    const response = await postParts(app, [...fieldParts(), resumePart(resume)]);
    expect(response.status).toBe(201);
    const [attachment] = onlyMessageTo(HR).parsed.attachments;
    expect(attachment!.size).toBe(RESUME_MAX_BYTES);
    expect(Buffer.compare(attachment!.content, resume)).toBe(0);
  }, 30_000);

  it('answers 413 for one byte more, streamed without Content-Length', async () => {
    const body = multipart([...fieldParts(), resumePart(pdfOfSize(RESUME_MAX_BYTES + 1))]);
    const { stream } = countedStream(body);
    const error = await expectErrorBody(await post(app, stream, { settle: false }), 413);
    expect(error.error).toMatch(/5 MB/);
    await expectNothingSent(app);
  });

  it('answers 413 for one byte more with a Content-Length', async () => {
    const body = multipart([...fieldParts(), resumePart(pdfOfSize(RESUME_MAX_BYTES + 1))]);
    await expectErrorBody(await post(app, new Uint8Array(body)), 413);
    await expectNothingSent(app);
  });

  it('refuses a 50 MB upload without Content-Length before 6 MB have been read', async () => {
    const head = Buffer.concat([
      multipart(fieldParts()).subarray(0, -CLOSING.length),
      Buffer.from(partHeader(resumePart(Buffer.alloc(0)))),
      pdfFile().subarray(0, 9),
    ]);
    const { stream, counter } = countedStream({ head, filler: 50 * 1000 * 1000 });
    const response = await post(app, stream, { settle: false });
    const pulledWhenAnswered = counter.pulled;
    await expectErrorBody(response, 413);
    expect(pulledWhenAnswered).toBeGreaterThan(RESUME_MAX_BYTES);
    expect(pulledWhenAnswered).toBeLessThan(6 * MiB);
    // Then at most the drain bound is read and dropped, and the upload is cancelled (the
    // connection closed) once the client has had the rest of DRAIN_LIMIT_MS to read the answer.
    expect(counter.cancelled).toBe(false);
    await eventually(() => counter.cancelled, DRAIN_LIMIT_MS + 2_000);
    expect(counter.pulled).toBeLessThanOrEqual(pulledWhenAnswered + DRAIN_LIMIT_BYTES + 64 * 1024);
    await expectNothingSent(app);
  }, 15_000);

  it('refuses a declared Content-Length of 50 MB before reading the body, then reads at most the drain bound', async () => {
    const { stream, counter } = countedStream({ head: Buffer.from('x'), filler: 50 * MiB });
    const response = await post(app, stream, {
      headers: { 'content-length': String(50 * MiB) },
      settle: false,
    });
    expect(counter.pulled).toBe(0);
    await expectErrorBody(response, 413);
    await eventually(() => counter.cancelled, DRAIN_LIMIT_MS + 2_000);
    expect(counter.pulled).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES + 64 * 1024);
    await expectNothingSent(app);
  }, 15_000);

  it('refuses a body of huge text fields before reading it all', async () => {
    const head = Buffer.from(partHeader({ name: 'cover_letter', value: '' }));
    const { stream, counter } = countedStream({ head, filler: 20 * MiB });
    const response = await post(app, stream, { settle: false });
    expect(counter.pulled).toBeLessThan(MiB);
    await expectErrorBody(response, 413);
    await expectNothingSent(app);
  });
});

describe('POST /api/apply/ with bad input', () => {
  let app: App;

  beforeAll(async () => {
    app = await loadApp();
  });

  describe('wrong content type -> 415', () => {
    it('application/json', async () => {
      const response = await post(app, JSON.stringify(application), {
        headers: { 'content-type': 'application/json' },
      });
      await expectErrorBody(response, 415);
      await expectNothingSent(app);
    });

    it('application/x-www-form-urlencoded', async () => {
      const response = await post(app, new URLSearchParams(application).toString(), {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await expectErrorBody(response, 415);
      await expectNothingSent(app);
    });

    it('no content type at all', async () => {
      const response = await app.route.POST(
        new Request(URL, {
          method: 'POST',
          headers: { 'x-forwarded-for': nextIp() },
          body: new Uint8Array(multipart(fieldParts())),
        }),
      );
      await expectErrorBody(response, 415);
      await expectNothingSent(app);
    });
  });

  it('answers 422 with a message for every missing required field', async () => {
    const body = await expectErrorBody(
      await postParts(app, [{ name: 'location', value: 'Surat' }]),
      422,
    );
    expect(body.errors).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      position: 'Choose the position you are applying for',
      experience: 'Choose your years of experience',
    });
    await expectNothingSent(app);
  });

  it('answers 422 for invalid values, and reports a bad resume in the same answer', async () => {
    const fields = {
      ...application,
      email: 'not-an-email',
      experience: '20',
      position: 'Astronaut',
      available_date: '2001-01-01',
    };
    const response = await postParts(app, [
      ...fieldParts(fields),
      resumePart(elfFile(), 'resume.pdf', 'application/pdf'),
    ]);
    const body = await expectErrorBody(response, 422);
    expect(body.errors).toEqual({
      email: 'Please enter a valid email',
      experience: 'Choose your years of experience',
      position: 'Choose one of the open positions, or Other',
      available_date: 'The start date cannot be in the past',
      resume: 'Upload a PDF, DOC or DOCX file.',
    });
    await expectNothingSent(app);
  });

  it.each([
    ['an executable renamed .pdf', elfFile(), 'resume.pdf'],
    ['a plain zip renamed .docx', zipFile({ 'a.txt': 'hello' }), 'resume.docx'],
    ['a text file', Buffer.from('I am a resume'), 'resume.doc'],
  ])('answers 422 for %s', async (_label, content, filename) => {
    const body = await expectErrorBody(
      await postParts(app, [...fieldParts(), resumePart(content, filename)]),
      422,
    );
    expect(body.errors).toEqual({ resume: 'Upload a PDF, DOC or DOCX file.' });
    await expectNothingSent(app);
  });

  it('answers 422 with the resume message for a resume sent as text', async () => {
    const body = await expectErrorBody(
      await postParts(app, [...fieldParts(), { name: 'resume', value: '%PDF-1.4 not a file' }]),
      422,
    );
    expect(body.errors).toEqual({ resume: 'Upload a PDF, DOC or DOCX file.' });
    await expectNothingSent(app);
  });

  it('answers 422 for an empty resume', async () => {
    const body = await expectErrorBody(
      await postParts(app, [...fieldParts(), resumePart(Buffer.alloc(0), 'cv.pdf')]),
      422,
    );
    expect(body.errors).toEqual({ resume: 'The file is empty.' });
    await expectNothingSent(app);
  });

  it.each([
    [
      'a zip bomb (60 MB of zeros in about 60 KB) named .docx',
      () => zipBombDocxFile(60e6),
      'inflatesTooMuch',
    ],
    [
      'a DOCX whose directory claims 3.7 GiB',
      () => docxClaimingFile({ 'word/a.xml': Math.floor(3.7 * 2 ** 30) }),
      'inflatesTooMuch',
    ],
    ['a macro-enabled DOCX (.docm) named .docx', () => docmFile(), 'activeContent'],
    ['a Word 97-2003 document with macros', () => docWithMacrosFile(), 'activeContent'],
  ] as const)('answers 422 with the resume message for %s', async (_name, file, refusal) => {
    const content = file();
    const type =
      content[0] === 0x50
        ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        : 'application/msword';
    const body = await expectErrorBody(
      await postParts(app, [...fieldParts(), resumePart(content, 'cv.docx', type)]),
      422,
    );
    expect(body.errors).toEqual({ resume: resumeMessages[refusal] });
    expect(body.errors!.resume).toMatch(/PDF or a plain DOCX/);
    await expectNothingSent(app);
  });

  it('answers 422 for a field that is not part of the form', async () => {
    const body = await expectErrorBody(
      await postParts(app, [...fieldParts(), { name: 'salary_slip', value: 'x' }]),
      422,
    );
    expect(body.errors).toEqual({ salary_slip: 'This field is not accepted' });
    await expectNothingSent(app);
  });

  it('answers 422 for a CR/LF in a single-line field (no header injection)', async () => {
    const fields = { ...application, last_name: 'Doe\r\nBcc: victim@example.org' };
    const body = await expectErrorBody(await postParts(app, fieldParts(fields)), 422);
    expect(body.errors).toEqual({ last_name: 'Last name must be a single line' });
    await expectNothingSent(app);
  });

  it('answers 413 for a second file', async () => {
    const response = await postParts(app, [
      ...fieldParts(),
      resumePart(pdfFile()),
      resumePart(pdfFile(), 'second.pdf'),
    ]);
    await expectErrorBody(response, 413);
    await expectNothingSent(app);
  });

  it('answers 400 for a file under another field name', async () => {
    const response = await postParts(app, [
      ...fieldParts(),
      { name: 'photo', filename: 'me.pdf', type: 'application/pdf', content: pdfFile() },
    ]);
    await expectErrorBody(response, 400);
    await expectNothingSent(app);
  });

  it('answers 400 for a field sent twice', async () => {
    const response = await postParts(app, [
      ...fieldParts(),
      { name: 'email', value: 'someone.else@example.org' },
    ]);
    await expectErrorBody(response, 400);
    await expectNothingSent(app);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'answers 400 for a field named %s',
    async (name) => {
      const response = await postParts(app, [...fieldParts(), { name, value: '{"polluted":1}' }]);
      await expectErrorBody(response, 400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      await expectNothingSent(app);
    },
  );

  it('answers 413 for too many fields', async () => {
    const extra = Array.from({ length: 30 }, (_, index) => ({ name: `f${index}`, value: 'x' }));
    await expectErrorBody(await postParts(app, [...fieldParts(), ...extra]), 413);
    await expectNothingSent(app);
  });

  describe('malformed multipart -> 400', () => {
    it('no boundary in the content type', async () => {
      const response = await post(app, new Uint8Array(multipart(fieldParts())), {
        headers: { 'content-type': 'multipart/form-data' },
      });
      await expectErrorBody(response, 400);
      await expectNothingSent(app);
    });

    it('a body cut off before the closing boundary', async () => {
      const body = multipart([...fieldParts(), resumePart(pdfFile())]);
      await expectErrorBody(await post(app, new Uint8Array(body.subarray(0, -200))), 400);
      await expectNothingSent(app);
    });

    it('an empty body', async () => {
      await expectErrorBody(await post(app, null), 400);
      await expectNothingSent(app);
    });
  });

  it('answers 400 and keeps nothing when the client aborts mid-upload', async () => {
    const head = multipart([...fieldParts(), resumePart(pdfOfSize(2 * MiB))]).subarray(0, MiB);
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) {
          controller.error(new Error('client went away'));
          return;
        }
        sent = true;
        controller.enqueue(new Uint8Array(head));
      },
    });
    await expectErrorBody(await post(app, stream, { settle: false }), 400);
    await expectNothingSent(app);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s with 405 and Allow: POST',
    async (method) => {
      const response = app.route[method]();
      expect(response.headers.get('allow')).toBe('POST');
      await expectErrorBody(response, 405);
      await expectNothingSent(app);
    },
  );
});

describe('POST /api/apply/ with a body that arrives after the headers, in pieces', () => {
  let app: App;

  beforeAll(async () => {
    app = await loadApp();
  });

  /**
   * The body as Next hands it to the route: a Node stream (the incoming message) that undici
   * pulls from, written here in pieces 15 ms apart as a network delivers them. A fault in the
   * glue between the two surfaces as an uncaught error, which fails this file.
   */
  function trickled(body: Buffer, pieces = 4): ReadableStream {
    const source = new PassThrough();
    void (async () => {
      const size = Math.ceil(body.length / pieces);
      for (let piece = 0; piece < pieces; piece += 1) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        source.write(body.subarray(piece * size, (piece + 1) * size));
      }
      // The end of a chunked body (its last, empty chunk) comes a moment after the last bytes.
      await new Promise((resolve) => setTimeout(resolve, 15));
      source.end();
    })();
    return source as unknown as ReadableStream;
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it.each([
    ['a valid application without a resume', 201, fieldParts()],
    ['a valid application with a resume', 201, [...fieldParts(), resumePart(pdfFile())]],
    ['invalid fields', 422, fieldParts({ ...application, email: 'nope' })],
    ['a field sent twice', 400, [...fieldParts(), { name: 'phone', value: '+91 1' }]],
    ['a field named __proto__', 400, [{ name: '__proto__', value: 'x' }, ...fieldParts()]],
    ['a field named constructor', 400, [...fieldParts(), { name: 'constructor', value: 'x' }]],
    ['a resume over 5 MiB', 413, [...fieldParts(), resumePart(pdfOfSize(RESUME_MAX_BYTES + 1))]],
  ] as const)('%s answers %i, five times over', async (_name, status, parts) => {
    for (let round = 0; round < 5; round += 1) {
      const response = await post(app, trickled(multipart(parts)));
      expect(response.status).toBe(status);
      await response.text();
    }
    await settle();
  });
});

describe('POST /api/apply/ rate limit', () => {
  it('answers 429 with Retry-After past APPLY_RATE_LIMIT, per client address', async () => {
    const app = await loadApp({ APPLY_RATE_LIMIT: '2/600' });
    const ip = '192.0.2.77';
    expect((await postParts(app, fieldParts(), { ip })).status).toBe(201);
    expect((await postParts(app, fieldParts(), { ip })).status).toBe(201);
    const limited = await postParts(app, [...fieldParts(), resumePart(pdfFile())], { ip });
    await expectErrorBody(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postParts(app, fieldParts(), { ip: '192.0.2.78' })).status).toBe(201);
    expect(sink.to(HR)).toHaveLength(3);
  });
});

describe('POST /api/apply/ when the SMTP server is down', () => {
  it('answers 201, queues the application and delivers it later with the resume intact', async () => {
    const app = await loadApp();
    await sink.stop();
    const resume = docxFile('A resume that must survive the queue');

    const response = await postParts(app, [...fieldParts(), resumePart(resume, 'cv.docx')]);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^APP-[2-9A-HJKMNP-TV-Z]{6}$/),
    });
    // The application and the acknowledgement, each a body and an entry.
    expect(await queuedMessages(app)).toHaveLength(4);
    expect(await readdir(uploadsRoot)).toEqual([]); // the upload is gone, the message is not

    await sink.start();
    await deliverDue(app, Date.now() + 15_000);
    expect(await queuedMessages(app)).toEqual([]);
    expect(sink.messages).toHaveLength(2);
    const { parsed } = onlyMessageTo(HR);
    expect(parsed.subject).toMatch(/^\[APP-\w{6}\] .* — Jane Doe \(5-10 years, Ahmedabad\)$/);
    expect(addresses(parsed.replyTo)).toEqual([{ address: APPLICANT, name: 'Jane Doe' }]);
    const [attachment] = parsed.attachments;
    expect(attachment!.filename).toBe('Resume - Jane Doe.docx');
    expect(Buffer.compare(attachment!.content, resume)).toBe(0);
  });

  it('answers 503, and leaves no upload behind, when the application cannot be stored', async () => {
    const root = await temporaryRoot();
    const file = join(root, 'not-a-directory');
    await writeFile(file, 'a regular file where DATA_DIR expects a directory');
    const app = await loadApp({ DATA_DIR: join(file, 'data') });
    await sink.stop();

    const response = await postParts(app, [...fieldParts(), resumePart(pdfFile())]);
    const body = await expectErrorBody(response, 503);
    expect(body.error).toMatch(/try again later/i);
    await sink.start();
    expect(sink.messages).toHaveLength(0);
  });
});
