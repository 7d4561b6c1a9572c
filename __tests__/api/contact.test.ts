import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Redis from 'ioredis';
import { RedisServer } from '../support/redis';
import {
  addresses,
  deliverDue,
  eventually,
  expectErrorBody,
  queuedMessages,
  setUpRouteHarness,
  type RouteApp,
} from '../support/route-harness';

type ContactRoute = typeof import('@/app/api/contact/route');
type HealthRoute = typeof import('@/app/api/health/route');
type App = RouteApp<{ route: ContactRoute; health: HealthRoute; rateLimit: RateLimitModule }>;
type RateLimitModule = typeof import('@/lib/rate-limit');

const SALES = 'sales@acme.test';
const FROM = 'website@acme.test';
const SITE_NAME = 'Acme Technologies';
const VISITOR = 'zoe@example.org';
const URL = 'http://localhost/api/contact';

const enquiry = {
  name: 'Zoë Ångström',
  email: VISITOR,
  phone: '+91 79 4000 0000',
  subject: 'Quote for <b>shop</b> & "more"',
  message: 'Hello,\n<script>alert(1)</script>\nWe need a web shop & an app.',
  website: '',
};

/** The contact route and the health route, with settings a test can override. */
const { sink, nextIp, temporaryRoot, loadApp, post, postJson, expectNothingSent, onlyMessageTo } =
  setUpRouteHarness({
    tempPrefix: 'contact-api-',
    url: URL,
    contentType: 'application/json',
    env: {
      SEND_ACKNOWLEDGEMENTS: 'true',
      CONTACT_RATE_LIMIT: '3/60',
      SALES_EMAIL: SALES,
      MAIL_FROM: FROM,
      SITE_URL: 'https://www.acme.test',
    },
    load: async () => ({
      route: await import('@/app/api/contact/route'),
      health: await import('@/app/api/health/route'),
      rateLimit: await import('@/lib/rate-limit'),
    }),
  });

describe('POST /api/contact with a working SMTP server', () => {
  it('answers 201 {ok:true} and mails the enquiry to sales and an acknowledgement to the visitor', async () => {
    const app = await loadApp();
    const response = await postJson(app, enquiry);

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^ENQ-[2-9A-HJKMNP-TV-Z]{6}$/),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(sink.messages).toHaveLength(2);
    expect(await queuedMessages(app)).toEqual([]);
  });

  it('carries the reference of its answer in the subject, a header and the body of both messages', async () => {
    const app = await loadApp();
    const { reference } = (await (await postJson(app, enquiry)).json()) as { reference: string };

    const staff = onlyMessageTo(SALES).parsed;
    expect(staff.subject?.startsWith(`[${reference}] `)).toBe(true);
    expect(staff.headers.get('x-submission-reference')).toBe(reference);
    expect(staff.text).toContain(`Reference: ${reference}`);
    expect(staff.text).toMatch(/Received \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m IST\./);
    const acknowledgement = onlyMessageTo(VISITOR).parsed;
    expect(acknowledgement.subject).toContain(`(${reference})`);
    expect(acknowledgement.headers.get('x-submission-reference')).toBe(reference);
    expect(acknowledgement.text).toContain(`its reference is ${reference}`);
    expect(acknowledgement.html).toContain(reference);
  });

  it('gives every enquiry its own reference', async () => {
    const app = await loadApp();
    const references = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const answer = (await (await postJson(app, enquiry)).json()) as { reference: string };
      references.add(answer.reference);
    }
    expect(references.size).toBe(3);
  });

  it('sends the enquiry from the site address to SALES_EMAIL, with the visitor only in Reply-To', async () => {
    const app = await loadApp();
    await postJson(app, enquiry);

    const { envelope, parsed } = onlyMessageTo(SALES);
    expect(envelope).toEqual({ mailFrom: FROM, rcptTo: [SALES] });
    expect(addresses(parsed.from)).toEqual([{ address: FROM, name: SITE_NAME }]);
    expect(addresses(parsed.to)).toEqual([{ address: SALES, name: '' }]);
    expect(addresses(parsed.replyTo)).toEqual([{ address: VISITOR, name: 'Zoë Ångström' }]);
    expect(parsed.cc).toBeUndefined();
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.get('sender')).toBeUndefined();
  });

  it('gives the enquiry a subject with the essentials and text and HTML bodies with every field', async () => {
    const app = await loadApp();
    await postJson(app, enquiry);

    const { parsed } = onlyMessageTo(SALES);
    // Neither a service nor a company: the reference and the name.
    expect(parsed.subject).toMatch(/^\[ENQ-[2-9A-HJKMNP-TV-Z]{6}\] Zoë Ångström$/);

    const text = parsed.text ?? '';
    expect(text).toContain('Name: Zoë Ångström');
    expect(text).toContain(`Email: ${VISITOR}`);
    expect(text).toContain('Phone: +91 79 4000 0000');
    expect(text).toContain('Subject: Quote for <b>shop</b> & "more"');
    expect(text).toContain(enquiry.message);

    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(html).toContain('Zoë Ångström');
    expect(html).toContain(VISITOR);
    expect(html).toContain('+91 79 4000 0000');
    expect(html).toContain('Quote for &lt;b&gt;shop&lt;/b&gt; &amp; &quot;more&quot;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('We need a web shop &amp; an app.');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>shop</b>');
  });

  it('sends the visitor an acknowledgement that promises an answer within 24 hours and does not echo the message', async () => {
    const app = await loadApp();
    await postJson(app, { ...enquiry, message: 'Secret plans MARKER-91c2' });

    const { envelope, parsed } = onlyMessageTo(VISITOR);
    expect(envelope).toEqual({ mailFrom: FROM, rcptTo: [VISITOR] });
    expect(addresses(parsed.from)).toEqual([{ address: FROM, name: SITE_NAME }]);
    expect(addresses(parsed.to)).toEqual([{ address: VISITOR, name: '' }]);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-replied');
    expect(parsed.replyTo).toBeUndefined();
    expect(parsed.text).not.toContain('Zoë');
    expect(parsed.text).toMatch(/we respond within 24 hours/i);
    expect(parsed.html).toMatch(/we respond within 24 hours/i);
    expect(parsed.text).not.toContain('MARKER-91c2');
    expect(parsed.html).not.toContain('MARKER-91c2');
  });

  it('says in the body which optional fields were not given', async () => {
    const app = await loadApp();
    const { name, email, phone } = enquiry;
    await postJson(app, { name, email, phone, message: 'We need\na new website.', website: '' });

    const { parsed } = onlyMessageTo(SALES);
    expect(parsed.subject).toMatch(/^\[ENQ-\w{6}\] Zoë Ångström$/);
    for (const label of ['Company', 'Service', 'Timeline', 'Subject']) {
      expect(parsed.text).toContain(`${label}: (not given)`);
    }
  });

  it('sends only the enquiry when SEND_ACKNOWLEDGEMENTS is false', async () => {
    const app = await loadApp({ SEND_ACKNOWLEDGEMENTS: 'false' });
    const response = await postJson(app, enquiry);

    expect(response.status).toBe(201);
    expect(sink.messages).toHaveLength(1);
    expect(onlyMessageTo(SALES).parsed.subject).toContain('Zoë Ångström');
  });
});

describe('POST /api/contact whatever the SMTP server does', () => {
  /** The answer to a valid enquiry, without waiting for delivery, and how long it took. */
  async function timedEnquiry(app: App) {
    const started = performance.now();
    const response = await postJson(app, enquiry, { settle: false });
    const ms = performance.now() - started;
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^ENQ-[2-9A-HJKMNP-TV-Z]{6}$/);
    return { ms, reference };
  }

  /** What the queue holds: each waiting message's attempts so far, oldest first. */
  async function queuedAttempts(app: App): Promise<number[]> {
    await app.mail.getMailer().queue.settled();
    return (await queuedMessages(app))
      .map((name) => /\.a(\d+)\.d\d+\.eml$/.exec(name))
      .filter((match) => match !== null)
      .map((match) => Number(match[1]));
  }

  it('answers 201 once the message is stored, before the SMTP server has it, and delivers it then', async () => {
    const app = await loadApp();
    sink.fault = { greetAfterMs: 3_000 };
    const { ms } = await timedEnquiry(app);

    expect(ms).toBeLessThan(1_000);
    expect(sink.messages).toHaveLength(0);
    const stored = await queuedMessages(app);
    // The enquiry and the acknowledgement, each waiting (.eml) or claimed by the sender (.sending).
    expect(stored.filter((name) => /\.(eml|sending)$/.test(name))).toHaveLength(2);

    await app.mail.getMailer().queue.settled();
    expect(sink.to(SALES)).toHaveLength(1);
    expect(sink.to(VISITOR)).toHaveLength(1);
    expect(await queuedMessages(app)).toEqual([]);
    // The server greets after 3 s by design: with loading the app, over jest's default 5 s on a
    // busy machine (one CI run in several).
  }, 15_000);

  it('answers as fast with a black-holed server (accepts, never greets), and delivers once it recovers', async () => {
    const app = await loadApp();
    sink.fault = 'black-hole';
    const { ms } = await timedEnquiry(app);
    expect(ms).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages).toHaveLength(0);
    expect(await queuedMessages(app)).toContainEqual(expect.stringMatching(/\.sending$/));

    sink.fault = null; // the held connection is answered 421; the pool connects again
    await app.mail.getMailer().queue.settled();
    await deliverDue(app, Date.now() + 15_000);
    expect(sink.to(SALES)).toHaveLength(1);
    expect(sink.to(VISITOR)).toHaveLength(1);
    expect(await queuedMessages(app)).toEqual([]);
  });

  it.each([421, 451] as const)(
    'retries, with backoff, a message whose recipient the server refuses for now (%i)',
    async (code) => {
      const app = await loadApp();
      sink.fault = { refuseRecipients: code };
      await timedEnquiry(app);
      expect(await queuedAttempts(app)).toEqual([1, 1]);

      await deliverDue(app, Date.now() + 10_000); // before the 15 s backoff: not tried
      expect(await queuedAttempts(app)).toEqual([1, 1]);

      sink.fault = null;
      await deliverDue(app, Date.now() + 15_000);
      expect(sink.messages).toHaveLength(2);
      expect(await queuedMessages(app)).toEqual([]);
    },
  );

  it.each([
    ['recipient', { refuseRecipients: 550 }],
    ['message', { refuseMessage: 552 }],
  ] as const)(
    'counts a message the server refuses for good (%s) as failing at once, still keeping it',
    async (_what, fault) => {
      const app = await loadApp();
      sink.fault = fault;
      await timedEnquiry(app);

      expect(await queuedAttempts(app)).toEqual([8, 8]);
      expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(/"event":"mail.not-delivered".*5\d\d/),
      );
      const health = await (await app.health.GET()).json();
      expect(health).toMatchObject({ status: 'degraded', mail: { queued: 2, failing: 2 } });
    },
  );

  it('keeps the message while the server is down and delivers it exactly once when it is back', async () => {
    const app = await loadApp();
    await sink.stop();
    await timedEnquiry(app);
    expect(await queuedAttempts(app)).toEqual([1, 1]);

    await sink.start(); // same port as before
    await deliverDue(app, Date.now() + 15_000);
    await deliverDue(app, Date.now() + 3_600_000);
    expect(sink.messages).toHaveLength(2);
    expect(await queuedMessages(app)).toEqual([]);

    const { parsed } = onlyMessageTo(SALES);
    expect(addresses(parsed.replyTo)).toEqual([{ address: VISITOR, name: 'Zoë Ångström' }]);
    expect(parsed.text).toContain(enquiry.message);
  });

  it('answers 503 with a JSON error, and delivers nothing, when the message cannot be stored', async () => {
    const root = await temporaryRoot();
    const file = join(root, 'not-a-directory');
    await writeFile(file, 'a regular file where DATA_DIR expects a directory');
    const app = await loadApp({ DATA_DIR: join(file, 'data') });

    const response = await postJson(app, enquiry);
    const body = await expectErrorBody(response, 503);
    expect(body.error).toMatch(/try again later/i);

    expect(sink.messages).toHaveLength(0);
    expect(await readdir(root)).toEqual(['not-a-directory']);
  });
});

describe('GET /api/health', () => {
  async function health(app: App) {
    const response = await app.health.GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.json();
  }

  it('reports the queue: depth, the oldest wait, failing messages and the last delivery', async () => {
    const app = await loadApp();
    expect(await health(app)).toEqual({
      status: 'ok',
      mail: {
        delivery: 'smtp',
        queued: 0,
        oldestWaitingSeconds: 0,
        failing: 0,
        lastDeliveredAt: null,
        deadLetters: 0,
      },
    });

    expect((await postJson(app, enquiry)).status).toBe(201);
    const delivered = (await health(app)).mail.lastDeliveredAt;
    expect(Date.now() - Date.parse(delivered)).toBeLessThan(5_000);

    await sink.stop();
    expect((await postJson(app, { ...enquiry, message: 'A second enquiry.' })).status).toBe(201);
    const second = { ...enquiry, name: 'Second Visitor', email: 'second@example.org' };
    expect((await postJson(app, second)).status).toBe(201);
    expect(await health(app)).toEqual({
      status: 'ok',
      mail: {
        delivery: 'smtp',
        queued: 4,
        oldestWaitingSeconds: 0,
        failing: 0,
        lastDeliveredAt: delivered,
        deadLetters: 0,
      },
    });

    // Four more failed retries (each past its backoff) make every message count as failing.
    for (let hour = 1; hour <= 4; hour += 1) await deliverDue(app, Date.now() + hour * 3_600_000);
    expect(await health(app)).toMatchObject({
      status: 'degraded',
      mail: { queued: 4, failing: 4 },
    });

    await sink.start();
    await deliverDue(app, Date.now() + 6 * 3_600_000);
    expect(sink.messages).toHaveLength(6);
    expect(await health(app)).toMatchObject({ status: 'ok', mail: { queued: 0, failing: 0 } });
  });

  it("says 'degraded' once the oldest message has waited longer than MAIL_DEGRADED_AFTER_MINUTES", async () => {
    const app = await loadApp({ MAIL_DEGRADED_AFTER_MINUTES: '1' });
    await sink.stop();
    expect((await postJson(app, enquiry)).status).toBe(201);
    expect(await health(app)).toMatchObject({ status: 'ok', mail: { queued: 2 } });

    const inTwoMinutes = Date.now() + 120_000;
    jest.spyOn(Date, 'now').mockReturnValue(inTwoMinutes);
    expect(await health(app)).toMatchObject({
      status: 'degraded',
      mail: { queued: 2, oldestWaitingSeconds: 120, failing: 0 },
    });
  });

  it.each(['POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s with the JSON 405 and Allow: GET, HEAD',
    async (method) => {
      const app = await loadApp();
      const response = app.health[method]();
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      await expectErrorBody(response, 405);
    },
  );

  it('leaves HEAD to Next, which answers it with GET', async () => {
    const app = await loadApp();
    expect('HEAD' in app.health).toBe(false);
  });
});

describe('POST /api/contact with bad input', () => {
  let app: App;

  beforeAll(async () => {
    app = await loadApp();
  });

  describe('wrong content type -> 415', () => {
    it('text/plain', async () => {
      const response = await post(app, JSON.stringify(enquiry), {
        headers: { 'content-type': 'text/plain' },
      });
      await expectErrorBody(response, 415);
      await expectNothingSent(app);
    });

    it('multipart/form-data', async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(enquiry)) form.set(key, value);
      const response = await app.route.POST(
        new Request(URL, { method: 'POST', headers: { 'x-forwarded-for': nextIp() }, body: form }),
      );
      await expectErrorBody(response, 415);
      await expectNothingSent(app);
    });

    it('application/x-www-form-urlencoded', async () => {
      const response = await post(app, new URLSearchParams(enquiry).toString(), {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await expectErrorBody(response, 415);
      await expectNothingSent(app);
    });
  });

  it('accepts application/json with a charset', async () => {
    const response = await postJson(app, enquiry, {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(201);
    expect(sink.to(SALES)).toHaveLength(1);
  });

  describe('malformed body -> 400', () => {
    it.each([
      ['malformed JSON', '{"name": "Jane", '],
      ['a JSON array', JSON.stringify([enquiry])],
      ['JSON null', 'null'],
      ['an empty body', ''],
    ])('%s', async (_label, body) => {
      await expectErrorBody(await post(app, body), 400);
      await expectNothingSent(app);
    });

    it('a body that is not UTF-8', async () => {
      const bytes = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]);
      await expectErrorBody(await post(app, bytes), 400);
      await expectNothingSent(app);
    });
  });

  describe('oversized body -> 413', () => {
    const big = JSON.stringify({ ...enquiry, message: 'x'.repeat(100 * 1024) });

    it('a 100 KB JSON body', async () => {
      await expectErrorBody(await post(app, big), 413);
      await expectNothingSent(app);
    });

    it('a declared Content-Length over the limit', async () => {
      const response = await post(app, big, {
        headers: { 'content-length': String(Buffer.byteLength(big)) },
      });
      await expectErrorBody(response, 413);
      await expectNothingSent(app);
    });

    it('a streamed body without Content-Length, answered early', async () => {
      let pulled = 0;
      let cancelled = false;
      const chunk = new TextEncoder().encode('x'.repeat(1024));
      const stream = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (pulled === 0) controller.enqueue(new TextEncoder().encode('{"message":"'));
            else controller.enqueue(chunk);
            pulled += 1;
            if (pulled > 1000) controller.close();
          },
          cancel() {
            cancelled = true;
          },
        },
        { highWaterMark: 0 },
      );
      const response = await post(app, stream, { settle: false });
      expect(pulled).toBeLessThan(100);
      // The rest (1 MB, under the drain bound) is read and dropped, so the client sees the 413.
      await expectErrorBody(response, 413);
      await eventually(() => pulled === 1001, 5_000);
      expect(cancelled).toBe(false);
      await expectNothingSent(app);
    });
  });

  describe('invalid fields -> 422 with field messages', () => {
    it('unknown keys, which never reach the mail', async () => {
      const response = await postJson(app, {
        ...enquiry,
        bcc: 'everyone@evil.test',
        to: 'attacker@evil.test',
        attachments: [{ path: '/etc/passwd' }],
      });
      const body = await expectErrorBody(response, 422);
      expect(body.errors).toEqual({
        bcc: 'This field is not accepted',
        to: 'This field is not accepted',
        attachments: 'This field is not accepted',
      });
      await expectNothingSent(app);
    });

    it.each([
      ['name', 'Jane\r\nBcc: victim@example.com', 'Name must be a single line'],
      ['name', 'Jane\nDoe', 'Name must be a single line'],
      ['subject', 'Hello\r\nBcc: victim@example.com', 'Subject must be a single line'],
      ['subject', 'Hello\rX-Injected: 1', 'Subject must be a single line'],
    ])('CR/LF in %s (%j)', async (field, value, message) => {
      const body = await expectErrorBody(await postJson(app, { ...enquiry, [field]: value }), 422);
      expect(body.errors).toEqual({ [field]: message });
      await expectNothingSent(app);
    });

    it.each(['a@b.com, c@d.com', 'a@b.com;c@d.com', 'A <a@b.com>', 'a@b.com\r\nBcc: c@d.com'])(
      'several addresses in email (%j)',
      async (email) => {
        const body = await expectErrorBody(await postJson(app, { ...enquiry, email }), 422);
        expect(body.errors).toEqual({ email: 'Please enter a valid email' });
        await expectNothingSent(app);
      },
    );

    it('missing required fields, with the form messages', async () => {
      const response = await postJson(app, { name: ' ', email: '', message: '' });
      const body = await expectErrorBody(response, 422);
      expect(body.errors).toEqual({
        name: 'Name is required',
        email: 'Email is required',
        message: 'Message is required',
      });
      await expectNothingSent(app);
    });

    it('fields of the wrong type', async () => {
      const response = await postJson(app, { ...enquiry, name: { first: 'Jane' }, phone: 42 });
      const body = await expectErrorBody(response, 422);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['name', 'phone']);
      await expectNothingSent(app);
    });
  });

  it('answers 201 to a filled honeypot and sends nothing', async () => {
    const response = await postJson(app, { ...enquiry, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^ENQ-[2-9A-HJKMNP-TV-Z]{6}$/),
    });
    await expectNothingSent(app);
  });

  it('answers 201 to a filled honeypot even when the rest is invalid, so a bot learns nothing', async () => {
    const response = await postJson(app, {
      name: '',
      email: 'nope',
      website: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^ENQ-[2-9A-HJKMNP-TV-Z]{6}$/),
    });
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

describe('POST /api/contact: company, service and timeline for triage', () => {
  const CRM = 'crm@acme.test';
  const OPS = 'ops@acme.test';
  const triage = {
    name: 'Asha Patel',
    email: VISITOR,
    company: '  Kestrelway Logistics ',
    service: 'salesforce',
    timeline: 'within-3-months',
    message: 'We want Service Cloud for our depots.',
    website: '',
  };

  it('accepts the three fields and puts them in the staff subject and both bodies', async () => {
    const app = await loadApp();
    const response = await postJson(app, triage);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };

    const { parsed } = onlyMessageTo(SALES);
    expect(parsed.subject).toBe(`[${reference}] Salesforce — Kestrelway Logistics — Asha Patel`);
    const text = parsed.text ?? '';
    expect(text).toContain('Company: Kestrelway Logistics');
    expect(text).toContain('Service: Salesforce');
    expect(text).toContain('Timeline: Within 3 months');
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(html).toContain('Kestrelway Logistics');
    expect(html).toContain('Salesforce');
    expect(html).toContain('Within 3 months');
  });

  it.each([
    ['only a service', { service: 'web-development', company: '' }, 'Web Development — Asha Patel'],
    ['only a company', { service: '', company: 'Kestrelway' }, 'Kestrelway — Asha Patel'],
    ['neither', { service: '', company: '   ' }, 'Asha Patel'],
  ])('leaves out of the subject what is not given: %s', async (_case, fields, rest) => {
    const app = await loadApp();
    const { reference } = (await (await postJson(app, { ...triage, ...fields })).json()) as {
      reference: string;
    };
    expect(onlyMessageTo(SALES).parsed.subject).toBe(`[${reference}] ${rest}`);
  });

  it('takes absent fields as not given', async () => {
    const app = await loadApp();
    const { name, email, message } = triage;
    expect((await postJson(app, { name, email, message, website: '' })).status).toBe(201);
    const { parsed } = onlyMessageTo(SALES);
    expect(parsed.subject).toMatch(/^\[ENQ-\w{6}\] Asha Patel$/);
    expect(parsed.text).toContain('Service: (not given)');
  });

  describe('a choice outside the lists -> 422 with the field message, nothing mailed or queued', () => {
    let app: App;

    beforeAll(async () => {
      app = await loadApp();
    });

    it.each(['blockchain', 'Salesforce', 'salesforce ', 42, null])(
      'service %j',
      async (service) => {
        const body = await expectErrorBody(await postJson(app, { ...triage, service }), 422);
        expect(body.errors).toEqual({ service: 'Please choose a service from the list' });
        await expectNothingSent(app);
      },
    );

    it.each(['yesterday', 'Within 3 months', ['asap']])('timeline %j', async (timeline) => {
      const body = await expectErrorBody(await postJson(app, { ...triage, timeline }), 422);
      expect(body.errors).toEqual({ timeline: 'Please choose a timeline from the list' });
      await expectNothingSent(app);
    });

    it('a company over 100 characters or on two lines', async () => {
      let body = await expectErrorBody(
        await postJson(app, { ...triage, company: 'x'.repeat(101) }),
        422,
      );
      expect(body.errors).toEqual({ company: 'Company must be at most 100 characters' });
      body = await expectErrorBody(
        await postJson(app, { ...triage, company: 'Acme\r\nBcc: victim@example.com' }),
        422,
      );
      expect(body.errors).toEqual({ company: 'Company must be a single line' });
      await expectNothingSent(app);
    });

    it('every bad field at once, each with its message', async () => {
      const body = await expectErrorBody(
        await postJson(app, { ...triage, service: 'x', timeline: 'y', email: 'nope' }),
        422,
      );
      expect(body.errors).toEqual({
        email: 'Please enter a valid email',
        service: 'Please choose a service from the list',
        timeline: 'Please choose a timeline from the list',
      });
      await expectNothingSent(app);
    });
  });

  describe('routing by ENQUIRY_ROUTES', () => {
    const routes = { ENQUIRY_ROUTES: `salesforce=${CRM}, devops=${OPS}` };

    it("sends a Salesforce enquiry to Salesforce's inbox, not to sales, and acknowledges it as before", async () => {
      const app = await loadApp(routes);
      const { reference } = (await (await postJson(app, triage)).json()) as { reference: string };

      const { envelope, parsed } = onlyMessageTo(CRM);
      expect(envelope).toEqual({ mailFrom: FROM, rcptTo: [CRM] });
      expect(addresses(parsed.to)).toEqual([{ address: CRM, name: '' }]);
      expect(addresses(parsed.replyTo)).toEqual([{ address: VISITOR, name: 'Asha Patel' }]);
      expect(parsed.subject).toBe(`[${reference}] Salesforce — Kestrelway Logistics — Asha Patel`);
      expect(sink.to(SALES)).toEqual([]);

      const acknowledgement = onlyMessageTo(VISITOR).parsed;
      expect(addresses(acknowledgement.from)).toEqual([{ address: FROM, name: SITE_NAME }]);
      expect(acknowledgement.subject).toBe(
        `We received your message (${reference}) - ${SITE_NAME}`,
      );
      expect(acknowledgement.text).toMatch(/we respond within 24 hours/i);
      expect(sink.messages).toHaveLength(2);
    });

    it('sends each routed service to its own inbox', async () => {
      const app = await loadApp(routes);
      await postJson(app, { ...triage, service: 'devops' });
      expect(onlyMessageTo(OPS).parsed.subject).toMatch(/\] DevOps — Kestrelway Logistics — /);
      expect(sink.to(CRM)).toEqual([]);
      expect(sink.to(SALES)).toEqual([]);
    });

    it.each([
      ['a service without a route', 'cloud-services'],
      ['no service', ''],
    ])('sends %s to the sales inbox', async (_case, service) => {
      const app = await loadApp(routes);
      await postJson(app, { ...triage, service });
      expect(onlyMessageTo(SALES).envelope).toEqual({ mailFrom: FROM, rcptTo: [SALES] });
      expect(sink.to(CRM)).toEqual([]);
      expect(sink.to(OPS)).toEqual([]);
    });

    it('sends a Salesforce enquiry to the sales inbox when ENQUIRY_ROUTES is unset', async () => {
      const app = await loadApp();
      await postJson(app, triage);
      expect(onlyMessageTo(SALES).parsed.subject).toContain('Salesforce — Kestrelway Logistics');
      expect(sink.to(CRM)).toEqual([]);
    });
  });
});

describe('POST /api/contact rate limit', () => {
  it('answers the 4th request from one client with 429 and Retry-After, mails nothing for it, and still serves others', async () => {
    const app = await loadApp({ CONTACT_RATE_LIMIT: '3/60' });
    const ip = '203.0.113.50';

    for (let request = 1; request <= 3; request += 1) {
      expect((await postJson(app, enquiry, { ip })).status).toBe(201);
    }
    expect(sink.to(SALES)).toHaveLength(3);
    const mailedBefore = sink.messages.length;

    const limited = await postJson(app, enquiry, { ip });
    expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await expectErrorBody(limited, 429);
    expect(sink.messages).toHaveLength(mailedBefore);
    expect(await queuedMessages(app)).toEqual([]);

    const other = await postJson(app, enquiry, { ip: '203.0.113.51' });
    expect(other.status).toBe(201);
    expect(sink.to(SALES)).toHaveLength(4);
  });

  it('counts the client by the nearest X-Forwarded-For entry, so a spoofed prefix does not help', async () => {
    const app = await loadApp({ CONTACT_RATE_LIMIT: '1/60' });
    expect((await postJson(app, enquiry, { ip: '203.0.113.60' })).status).toBe(201);
    const spoofed = await postJson(app, enquiry, { ip: '10.9.8.7, 203.0.113.60' });
    await expectErrorBody(spoofed, 429);
    expect(sink.to(SALES)).toHaveLength(1);
  });
});

describe('POST /api/contact with the rate limits shared through Redis (a real redis-server)', () => {
  let redis: RedisServer;
  let probe: Redis;
  const sharedStores: Array<() => void> = [];

  beforeAll(async () => {
    redis = await RedisServer.start(); // fails with an install hint if redis-server is missing
    probe = new Redis(redis.url, { lazyConnect: true });
    await probe.connect();
  });

  afterAll(async () => {
    redis.resume();
    for (const close of sharedStores.splice(0)) close();
    probe.disconnect();
    await redis.stop();
  });

  /** An app instance with its own connection to Redis, connected before it is returned. */
  async function sharedApp(limit: string) {
    // Every post names one visitor: only the per-client limit is under test here.
    const app = await loadApp({
      REDIS_URL: redis.url,
      CONTACT_RATE_LIMIT: limit,
      CONTACT_ADDRESS_RATE_LIMIT: '1000/60',
    });
    sharedStores.push(() => app.rateLimit.closeSharedStore());
    await countingInRedis(app);
    return app;
  }

  let warmUps = 0;

  /**
   * Until its connection is ready, and for a while after Redis failed to answer (lib/redis.ts),
   * an instance counts in its memory; a count in Redis says it is sharing counts (again).
   */
  async function countingInRedis(app: App) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const warmUp = `192.0.${2 + Math.floor(warmUps / 250)}.${(warmUps++ % 250) + 1}`;
      await (await postJson(app, enquiry, { ip: warmUp })).text();
      if (await probe.exists(`rl:contact:${warmUp}`)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the app never counted a request in Redis');
  }

  async function timedPost(app: App, ip: string) {
    const started = performance.now();
    const response = await postJson(app, enquiry, { ip, settle: false });
    await response.text();
    return { status: response.status, ms: performance.now() - started };
  }

  it('answers within a second from memory while Redis is frozen, and shares the counts again once it runs', async () => {
    const first = await sharedApp('2/60');
    const second = await sharedApp('2/60');

    redis.pause();
    try {
      const ip = '203.0.113.70';
      const answers = [await timedPost(first, ip), await timedPost(first, ip)];
      const third = await timedPost(first, ip);
      for (const answer of [...answers, third]) expect(answer.ms).toBeLessThan(1_000);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      // The memory insurance still limits; a frozen store does not let everything through.
      expect(third.status).toBe(429);
    } finally {
      redis.resume();
    }

    // Shared again, once each instance asks Redis again: what one counted, the other one sees.
    await countingInRedis(first);
    await countingInRedis(second);
    const ip = '203.0.113.71';
    await expect(timedPost(first, ip)).resolves.toMatchObject({ status: 201 });
    await expect(timedPost(second, ip)).resolves.toMatchObject({ status: 201 });
    await expect(timedPost(first, ip)).resolves.toMatchObject({ status: 429 });
    expect(Number(await probe.get(`rl:contact:${ip}`))).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
