import { DRAIN_LIMIT_BYTES, DRAIN_LIMIT_MS } from '@/lib/http/request-body';
import { RESUME_MAX_BYTES, resumeMessages } from '@/lib/validation/application';
import { CLOSING, multipart, partHeader, resumePart } from '../../../scripts/lib/multipart.mjs';
import {
  docmFile,
  docWithMacrosFile,
  docxClaimingFile,
  elfFile,
  pdfFile,
  pdfOfSize,
  zipBombDocxFile,
  zipFile,
} from '../../../scripts/lib/resume-files.mjs';
import { eventually, expectErrorBody } from '../../support/route-harness';
import {
  application,
  countedStream,
  expectNothingSent,
  fieldParts,
  HR,
  loadApp,
  MiB,
  nextIp,
  onlyMessageTo,
  post,
  postParts,
  URL,
  type App,
} from './harness';

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
