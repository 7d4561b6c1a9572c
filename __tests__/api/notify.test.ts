import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReceivedMail } from '../../scripts/lib/smtp-sink.mjs';
import {
  addresses,
  deliverDue,
  expectErrorBody,
  queuedMessages,
  setUpRouteHarness,
  type RouteApp,
} from '../support/route-harness';

type NotifyRoute = typeof import('@/app/api/notify/route');
type App = RouteApp<{ route: NotifyRoute }>;

const SALES = 'sales@acme.test';
const FROM = 'website@acme.test';
const SITE_NAME = 'Acme Technologies';
const SUBSCRIBER = 'jane.o.brien+launch@example.org';
const URL = 'http://localhost/api/notify';

/** The notify route, with settings a test can override. */
const { sink, nextIp, temporaryRoot, loadApp, post, postJson, expectNothingSent } =
  setUpRouteHarness({
    tempPrefix: 'notify-api-',
    url: URL,
    contentType: 'application/json',
    env: {
      SEND_ACKNOWLEDGEMENTS: 'true',
      NOTIFY_RATE_LIMIT: '3/60',
      SALES_EMAIL: SALES,
      MAIL_FROM: FROM,
      SITE_URL: 'https://www.acme.test',
    },
    load: async () => ({ route: await import('@/app/api/notify/route') }),
  });

function onlyMessage(): ReceivedMail {
  expect(sink.messages).toHaveLength(1);
  return sink.messages[0]!;
}

describe('POST /api/notify with a working SMTP server', () => {
  it('answers 201 {ok:true} and mails the address to the sales inbox only', async () => {
    const app = await loadApp();
    const response = await postJson(app, { email: `  ${SUBSCRIBER} `, website: '' });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^NTF-[2-9A-HJKMNP-TV-Z]{6}$/),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { envelope } = onlyMessage();
    expect(envelope).toEqual({ mailFrom: FROM, rcptTo: [SALES] });
    expect(await queuedMessages(app)).toEqual([]);
  });

  it('sends from the site address with the subscriber only in Reply-To', async () => {
    const app = await loadApp();
    await postJson(app, { email: SUBSCRIBER, website: '' });

    const { parsed } = onlyMessage();
    expect(addresses(parsed.from)).toEqual([{ address: FROM, name: SITE_NAME }]);
    expect(addresses(parsed.to)).toEqual([{ address: SALES, name: '' }]);
    expect(addresses(parsed.replyTo)).toEqual([{ address: SUBSCRIBER, name: '' }]);
    expect(parsed.cc).toBeUndefined();
    expect(parsed.bcc).toBeUndefined();
  });

  it('names the address in the subject and in both bodies', async () => {
    const app = await loadApp();
    await postJson(app, { email: SUBSCRIBER, website: '' });

    const { parsed } = onlyMessage();
    expect(parsed.subject).toMatch(/^\[NTF-[2-9A-HJKMNP-TV-Z]{6}\] Launch list: /);
    expect(parsed.subject?.endsWith(`Launch list: ${SUBSCRIBER}`)).toBe(true);
    expect(parsed.text).toContain(`Email: ${SUBSCRIBER}`);
    expect(parsed.text).toMatch(/Notify Me on https:\/\/www\.acme\.test/);
    expect(parsed.text).toMatch(/^Received: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m IST$/m);
    expect(parsed.text).toMatch(/^Reference: NTF-\w{6}$/m);
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(html).toContain(`<strong>Email:</strong> ${SUBSCRIBER}`);
    expect(html).toContain('New address for the launch list');
  });

  it('escapes the address in the HTML body (an apostrophe is valid in an address)', async () => {
    const app = await loadApp();
    await postJson(app, { email: "o'brien@example.org", website: '' });

    const { parsed } = onlyMessage();
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(html).toContain('o&#x27;brien@example.org');
    expect(html).not.toContain("o'brien@example.org");
    expect(addresses(parsed.replyTo)).toEqual([{ address: "o'brien@example.org", name: '' }]);
  });

  it('sends the subscriber no acknowledgement, whatever SEND_ACKNOWLEDGEMENTS says', async () => {
    const app = await loadApp({ SEND_ACKNOWLEDGEMENTS: 'true' });
    await postJson(app, { email: SUBSCRIBER, website: '' });
    expect(sink.to(SUBSCRIBER)).toEqual([]);
    expect(sink.to(SALES)).toHaveLength(1);
  });
});

describe('POST /api/notify when the mail system fails', () => {
  it('answers 201 with the message queued, and delivers it once the SMTP server is back', async () => {
    const app = await loadApp();
    await sink.stop();

    const response = await postJson(app, { email: SUBSCRIBER, website: '' });
    expect(response.status).toBe(201);
    expect(await queuedMessages(app)).toHaveLength(2); // its body and entry

    await sink.start();
    await deliverDue(app, Date.now() + 15_000);
    expect(onlyMessage().parsed.subject?.endsWith(`Launch list: ${SUBSCRIBER}`)).toBe(true);
    expect(await queuedMessages(app)).toEqual([]);
  });

  it('answers 503 when the message cannot be stored', async () => {
    const root = await temporaryRoot();
    const file = join(root, 'not-a-directory');
    await writeFile(file, 'a regular file where DATA_DIR expects a directory');
    const app = await loadApp({ DATA_DIR: join(file, 'data') });
    await sink.stop();

    const body = await expectErrorBody(
      await postJson(app, { email: SUBSCRIBER, website: '' }),
      503,
    );
    expect(body.error).toMatch(/try again later/i);
    await sink.start();
    expect(sink.messages).toHaveLength(0);
  });
});

describe('POST /api/notify with bad input', () => {
  let app: App;

  beforeAll(async () => {
    app = await loadApp();
  });

  it.each([
    ['text/plain', JSON.stringify({ email: SUBSCRIBER, website: '' })],
    ['application/x-www-form-urlencoded', `email=${encodeURIComponent(SUBSCRIBER)}`],
  ])('answers a %s body with 415', async (type, body) => {
    await expectErrorBody(await post(app, body, { headers: { 'content-type': type } }), 415);
    await expectNothingSent(app);
  });

  it('answers multipart/form-data with 415', async () => {
    const form = new FormData();
    form.set('email', SUBSCRIBER);
    const response = await app.route.POST(
      new Request(URL, { method: 'POST', headers: { 'x-forwarded-for': nextIp() }, body: form }),
    );
    await expectErrorBody(response, 415);
    await expectNothingSent(app);
  });

  it.each([
    ['malformed JSON', '{"email": '],
    ['a JSON array', JSON.stringify([{ email: SUBSCRIBER, website: '' }])],
    ['a JSON string', JSON.stringify(SUBSCRIBER)],
    ['an empty body', ''],
  ])('answers %s with 400', async (_label, body) => {
    await expectErrorBody(await post(app, body), 400);
    await expectNothingSent(app);
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ email: SUBSCRIBER, website: 'x'.repeat(64 * 1024) });
    await expectErrorBody(await post(app, big), 413);
    await expectNothingSent(app);
  });

  it('answers a declared Content-Length over the limit with 413', async () => {
    const body = JSON.stringify({ email: SUBSCRIBER, website: '' });
    const response = await post(app, body, { headers: { 'content-length': '1000000' } });
    await expectErrorBody(response, 413);
    await expectNothingSent(app);
  });

  it('answers unknown keys with 422, and they never reach the mail', async () => {
    const response = await postJson(app, {
      email: SUBSCRIBER,
      to: 'attacker@evil.test',
      bcc: 'everyone@evil.test',
    });
    const body = await expectErrorBody(response, 422);
    expect(body.errors).toEqual({
      to: 'This field is not accepted',
      bcc: 'This field is not accepted',
    });
    await expectNothingSent(app);
  });

  it.each([
    ['missing', {}, 'Email is required'],
    ['blank', { email: '  ' }, 'Email is required'],
    ['not an address', { email: 'jane@example' }, 'Please enter a valid email'],
    ['several addresses', { email: 'a@b.com, c@d.com' }, 'Please enter a valid email'],
    ['a display name', { email: 'Jane <a@b.com>' }, 'Please enter a valid email'],
    ['a header injection', { email: 'a@b.com\r\nBcc: c@d.com' }, 'Please enter a valid email'],
    ['not a string', { email: ['a@b.com'] }, 'Email is required'],
  ])('answers an address that is %s with 422 and the form message', async (_l, input, message) => {
    const body = await expectErrorBody(await postJson(app, input), 422);
    expect(body.errors).toEqual({ email: message });
    await expectNothingSent(app);
  });

  it('answers 201 to a filled honeypot and sends nothing', async () => {
    const response = await postJson(app, { email: SUBSCRIBER, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^NTF-[2-9A-HJKMNP-TV-Z]{6}$/),
    });
    await expectNothingSent(app);
  });

  it('answers 201 to a filled honeypot with an invalid address too, and sends nothing', async () => {
    const response = await postJson(app, {
      email: 'not an address',
      website: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^NTF-[2-9A-HJKMNP-TV-Z]{6}$/),
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

describe('POST /api/notify rate limit', () => {
  it('answers the 4th request from one client with 429 and Retry-After, mails nothing for it, and still serves others', async () => {
    const app = await loadApp({ NOTIFY_RATE_LIMIT: '3/60' });
    const ip = '203.0.113.70';
    const reader = (n: number) => ({ email: `reader${n}@example.org`, website: '' });
    for (let request = 1; request <= 3; request += 1) {
      expect((await postJson(app, reader(request), { ip })).status).toBe(201);
    }
    expect(sink.to(SALES)).toHaveLength(3);

    const limited = await postJson(app, reader(4), { ip });
    expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await expectErrorBody(limited, 429);
    expect(sink.messages).toHaveLength(3);
    expect(await queuedMessages(app)).toEqual([]);

    expect((await postJson(app, reader(5), { ip: '198.51.100.71' })).status).toBe(201);
    expect(sink.to(SALES)).toHaveLength(4);
  });

  it('follows NOTIFY_RATE_LIMIT, not the contact form’s limit', async () => {
    const app = await loadApp({ NOTIFY_RATE_LIMIT: '1/60', CONTACT_RATE_LIMIT: '100/60' });
    const ip = '203.0.113.80';
    expect((await postJson(app, { email: SUBSCRIBER, website: '' }, { ip })).status).toBe(201);
    await expectErrorBody(await postJson(app, { email: SUBSCRIBER, website: '' }, { ip }), 429);
    expect(sink.to(SALES)).toHaveLength(1);
  });
});
