import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resumePart } from '../../../scripts/lib/multipart.mjs';
import { docxFile, pdfFile } from '../../../scripts/lib/resume-files.mjs';
import {
  addresses,
  deliverDue,
  expectErrorBody,
  queuedMessages,
} from '../../support/route-harness';
import {
  APPLICANT,
  fieldParts,
  HR,
  loadApp,
  onlyMessageTo,
  postParts,
  sink,
  temporaryRoot,
  uploadsFolder,
} from './harness';

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
    expect(await readdir(uploadsFolder())).toEqual([]); // the upload is gone, the message is not

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
