import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { seedJobs } from '@/lib/cms/seed/jobs';
import { positionOptions } from '@/lib/jobs';
import { resumePart } from '../../../scripts/lib/multipart.mjs';
import { docFile, docxFile, pdfFile } from '../../../scripts/lib/resume-files.mjs';
import { addresses } from '../../support/route-harness';
import {
  APPLICANT,
  application,
  expectNothingSent,
  fieldParts,
  FROM,
  HR,
  loadApp,
  nextIp,
  onlyMessageTo,
  POSITION,
  postParts,
  sink,
  URL,
  type App,
} from './harness';

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
