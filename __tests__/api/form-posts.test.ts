import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seedJobs } from '@/lib/cms/seed/jobs';
import { positionOptions } from '@/lib/jobs';
import { resumeMessages } from '@/lib/validation/application';
import {
  fieldParts,
  multipart,
  MULTIPART_TYPE,
  resumePart,
  type Part,
} from '../../scripts/lib/multipart.mjs';
import { pdfFile, pdfOfSize } from '../../scripts/lib/resume-files.mjs';
import { expectErrorBody, setUpRouteHarness, type RouteApp } from '../support/route-harness';

// A browser's own form posts (JavaScript off): the same endpoints answer with a 303 to the form's
// page, its answer stored under a token (lib/forms/server/submission.ts). Scripts still get JSON.

type Routes = {
  route: typeof import('@/app/api/apply/route');
  contact: typeof import('@/app/api/contact/route');
  notify: typeof import('@/app/api/notify/route');
  answers: typeof import('@/lib/forms/server/answer-store');
};
type App = RouteApp<Routes>;

const HR = 'hr@acme.test';
const SALES = 'sales@acme.test';
const ORIGIN = 'http://localhost';
const MiB = 1024 * 1024;
const POSITION = positionOptions(seedJobs)[0]!;
const OTHER_POSITION = positionOptions(seedJobs)[1]!;

/** What Chromium sends with a form it posts itself from a page of this site. */
const navigation = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-dest': 'document',
  origin: ORIGIN,
  host: 'localhost',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
/** The same, from the general application page. */
const generalPage = { ...navigation, referer: `${ORIGIN}/career/apply` };
const fromElsewhere = {
  ...navigation,
  'sec-fetch-site': 'cross-site',
  origin: 'https://evil.example',
};

const application = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane.doe@example.org',
  phone: '+91 98765 43210',
  location: 'Ahmedabad',
  position: POSITION,
  experience: '5-10',
  expected_salary: '',
  available_date: '',
  cover_letter: 'Hello',
  website: '',
};

const { sink, loadApp, post, expectNothingSent, onlyMessageTo } = setUpRouteHarness({
  tempPrefix: 'form-posts-',
  url: `${ORIGIN}/api/apply/`,
  contentType: MULTIPART_TYPE,
  env: {
    SEND_ACKNOWLEDGEMENTS: 'false',
    APPLY_RATE_LIMIT: '1000/60',
    CONTACT_RATE_LIMIT: '1000/60',
    NOTIFY_RATE_LIMIT: '1000/60',
    HR_EMAIL: HR,
    SALES_EMAIL: SALES,
    SITE_URL: 'https://www.acme.test',
  },
  load: async () => ({
    route: await import('@/app/api/apply/route'),
    contact: await import('@/app/api/contact/route'),
    notify: await import('@/app/api/notify/route'),
    answers: await import('@/lib/forms/server/answer-store'),
  }),
});

let app: App;
beforeAll(async () => {
  app = await loadApp();
});

/** A multipart body sent in 64 KB pieces, as a browser's upload arrives. */
function inPieces(body: Buffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(offset, (offset += 64 * 1024))));
    },
  });
}

const applyParts = (parts: readonly Part[], headers: Record<string, string> = navigation) =>
  post(app, inPieces(multipart(parts)), { headers });

/** The form's urlencoded body, posted to the contact or notify endpoint as a browser does. */
async function postForm(
  route: 'contact' | 'notify',
  fields: Record<string, string>,
  headers: Record<string, string> = navigation,
) {
  const response = await app[route].POST(
    new Request(`${ORIGIN}/api/${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '198.51.100.7',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  await app.mail.getMailer().queue.settled();
  return response;
}

/** The page and stored answer a 303 leads to. */
async function followed(response: Response, form: 'contact' | 'notify' | 'apply') {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, ORIGIN);
  const token = location.searchParams.get('answer')!;
  return {
    page: location.pathname,
    hash: location.hash,
    answer: await app.answers.readAnswer(form, token),
    token,
  };
}

const keptFiles = async () => readdir(join(app.dataDir, 'kept-resumes')).catch(() => []);

describe('the contact form sent without JavaScript', () => {
  it('comes back to /contact with the field messages and the typed values, sending nothing', async () => {
    const response = await postForm('contact', {
      name: 'Asha',
      email: 'bad',
      message: '',
      website: '',
    });
    const { page, hash, answer } = await followed(response, 'contact');
    expect(page).toBe('/contact');
    expect(hash).toBe('#error-summary');
    expect(answer).toEqual({
      result: {
        kind: 'invalid',
        errors: { email: 'Please enter a valid email', message: 'Message is required' },
      },
      values: { name: 'Asha', email: 'bad', message: '' },
    });
    await expectNothingSent(app);
  });

  it('is sent, and comes back with the reference that the e-mail carries', async () => {
    const response = await postForm('contact', {
      name: 'Asha Patel',
      email: 'asha@example.org',
      message: 'Two lines\r\nof text',
      website: '',
    });
    const { hash, answer } = await followed(response, 'contact');
    expect(hash).toBe('#contact-form-heading');
    expect(answer).toEqual({
      result: { kind: 'sent', reference: expect.stringMatching(/^ENQ-/) },
      values: {},
    });
    const { parsed } = onlyMessageTo(SALES);
    expect(parsed.headers.get('x-submission-reference')).toBe(
      answer!.result.kind === 'sent' && answer!.result.reference,
    );
    expect(parsed.text).toContain('Two lines\nof text');
  });

  it('answers a token only for its own form', async () => {
    const { token } = await followed(await postForm('contact', { name: '' }), 'contact');
    expect(await app.answers.readAnswer('contact', token)).not.toBeNull();
    expect(await app.answers.readAnswer('notify', token)).toBeNull();
    expect(await app.answers.readAnswer('contact', '../../../etc/passwd')).toBeNull();
  });

  it('shows an answer stored in a shape this release does not know (an older one) as none', async () => {
    const { token } = await followed(await postForm('contact', { name: '' }), 'contact');
    const file = join(app.dataDir, 'answers', `${token}.json`);
    const record = JSON.parse(await readFile(file, 'utf8'));
    record.data.answer = { outcome: 'invalid', values: { name: '' }, errors: {} };
    await writeFile(file, JSON.stringify(record));
    expect(await app.answers.readAnswer('contact', token)).toBeNull();
    expect(
      await app.answers.readFormState('contact', token, { success: 'S', failure: 'F' }, SALES),
    ).toBeUndefined();
  });

  it('is refused with a readable 403 page when it was posted from another site', async () => {
    const response = await postForm(
      'contact',
      { name: 'A', email: 'a@example.org', message: 'Hi' },
      fromElsewhere,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('sent from another website, so nothing was sent');
    await expectNothingSent(app);
  });

  it('is still 415 for a script that posts a urlencoded body (the API takes JSON)', async () => {
    const response = await postForm('contact', { name: 'A' }, {});
    await expectErrorBody(response, 415);
  });
});

describe('Notify Me sent without JavaScript', () => {
  it('comes back to the home page at the launch section with the reference', async () => {
    const { page, hash, answer } = await followed(
      await postForm('notify', { email: 'asha@example.org', website: '' }),
      'notify',
    );
    expect([page, hash]).toEqual(['/', '#launch-heading']);
    expect(answer).toEqual({
      result: { kind: 'sent', reference: expect.stringMatching(/^NTF-/) },
      values: {},
    });
    expect(sink.to(SALES)).toHaveLength(1);
  });
});

describe('the API refuses browsers on other sites', () => {
  it('answers a cross-site multipart post to /api/apply/ with 403 and sends nothing', async () => {
    const response = await post(
      app,
      new Uint8Array(multipart([...fieldParts(application), resumePart(pdfFile())])),
      {
        headers: {
          origin: 'https://evil.example',
          host: 'localhost',
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'no-cors',
        },
      },
    );
    const body = await expectErrorBody(response, 403);
    expect(body.error).toContain('another website');
    await expectNothingSent(app);
  });

  it('answers a cross-site JSON post to /api/contact/ with 403', async () => {
    const response = await app.contact.POST(
      new Request(`${ORIGIN}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'null', host: 'localhost' },
        body: JSON.stringify({ name: 'A', email: 'a@example.org', message: 'Hi' }),
      }),
    );
    await expectErrorBody(response, 403);
  });

  it('takes a request without Origin or Fetch Metadata (a script) as before', async () => {
    const response = await post(app, new Uint8Array(multipart(fieldParts(application))), {
      headers: { host: 'localhost' },
    });
    expect(response.status).toBe(201);
  });
});

describe('an application sent without JavaScript', () => {
  it('keeps a good resume when other fields fail, and sends it with the corrected fields', async () => {
    const resume = pdfFile('Jane Doe');
    const first = await followed(
      await applyParts(
        [
          ...fieldParts({ ...application, email: 'not-an-address' }),
          resumePart(resume, 'Jane CV.pdf'),
        ],
        {
          ...navigation,
          referer: `${ORIGIN}/career/apply`,
        },
      ),
      'apply',
    );
    expect(first.page).toBe('/career/apply');
    expect(first.answer).toMatchObject({
      result: { kind: 'invalid', errors: { email: 'Please enter a valid email' } },
      values: { first_name: 'Jane', email: 'not-an-address', position: POSITION },
      keptResume: { name: 'Jane CV.pdf', token: expect.any(String) },
    });
    await expectNothingSent(app);
    const token = first.answer!.keptResume!.token;
    expect((await keptFiles()).sort()).toEqual([`${token}.json`, `${token}.resume`]);

    // The second try: the fields corrected, no file chosen, the kept resume ticked.
    const second = await followed(
      await applyParts(fieldParts({ ...application, kept_resume: token }), generalPage),
      'apply',
    );
    expect(second.answer).toEqual({
      result: { kind: 'sent', reference: expect.stringMatching(/^APP-/) },
      values: {},
    });
    const [attachment] = onlyMessageTo(HR).parsed.attachments;
    expect(Buffer.compare(attachment!.content, resume)).toBe(0);
    expect(await keptFiles()).toEqual([]); // spent

    // The same token again: refused, nothing sent.
    sink.clear();
    const third = await followed(
      await applyParts(fieldParts({ ...application, kept_resume: token }), generalPage),
      'apply',
    );
    expect(third.answer).toMatchObject({
      result: { kind: 'invalid', errors: { resume: resumeMessages.notKept } },
    });
    await expectNothingSent(app);
  });

  it('refuses a kept resume for another application (another job page)', async () => {
    const first = await followed(
      await applyParts([...fieldParts({ ...application, phone: '' }), resumePart(pdfFile())], {
        ...navigation,
        referer: `${ORIGIN}/career/apply`,
      }),
      'apply',
    );
    const token = first.answer!.keptResume!.token;
    const other = await followed(
      await applyParts(fieldParts({ ...application, kept_resume: token }), {
        ...navigation,
        referer: `${ORIGIN}/career/some-job/apply`,
      }),
      'apply',
    );
    expect(other.answer).toMatchObject({
      result: { kind: 'invalid', errors: { resume: resumeMessages.notKept } },
    });
    await expectNothingSent(app);

    // On its own page it still serves, whatever position is chosen there now.
    const same = await followed(
      await applyParts(
        fieldParts({ ...application, position: OTHER_POSITION, kept_resume: token }),
        {
          ...navigation,
          referer: `${ORIGIN}/career/apply`,
        },
      ),
      'apply',
    );
    expect(same.answer).toMatchObject({ result: { kind: 'sent' } });
  });

  it('comes back to the job page it was sent from', async () => {
    const { page } = await followed(
      await applyParts(fieldParts({ ...application, first_name: '' }), {
        ...navigation,
        referer: `${ORIGIN}/career/some-job/apply`,
      }),
      'apply',
    );
    expect(page).toBe('/career/some-job/apply');
  });

  it('says a resume over 5 MB is too large, keeping every other value', async () => {
    const { answer } = await followed(
      await applyParts([...fieldParts(application), resumePart(pdfOfSize(6 * MiB))]),
      'apply',
    );
    expect(answer).toMatchObject({
      result: { kind: 'invalid', errors: { resume: resumeMessages.tooLarge } },
      values: { first_name: 'Jane', last_name: 'Doe', position: POSITION, cover_letter: 'Hello' },
    });
    await expectNothingSent(app);
  });

  it('says a wrong file type is refused, keeping the values and keeping no file', async () => {
    const { answer } = await followed(
      await applyParts([
        ...fieldParts(application),
        resumePart(Buffer.from('plain text'), 'cv.pdf'),
      ]),
      'apply',
    );
    expect(answer).toMatchObject({
      result: { kind: 'invalid', errors: { resume: resumeMessages.wrongType } },
    });
    expect(answer).not.toHaveProperty('keptResume');
    await expectNothingSent(app);
  });
});

describe('a form sent without JavaScript past the rate limit', () => {
  it('comes back with what to do (429 and when), not JSON', async () => {
    const limited = await loadApp({ CONTACT_RATE_LIMIT: '1/600' });
    const send = () =>
      limited.contact.POST(
        new Request(`${ORIGIN}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': '203.0.113.9',
            ...navigation,
          },
          body: 'name=A&email=a%40example.org&message=Hi',
        }),
      );
    await send();
    const response = await send();
    expect(response.status).toBe(303);
    const token = new URL(response.headers.get('location')!, ORIGIN).searchParams.get('answer')!;
    expect(await limited.answers.readAnswer('contact', token)).toMatchObject({
      result: { kind: 'failed', status: 429, retryAfter: expect.any(Number) },
    });
  });
});
