import { eventually, expectErrorBody } from '../../support/route-harness';
import {
  enquiry,
  expectNothingSent,
  loadApp,
  nextIp,
  post,
  postJson,
  SALES,
  sink,
  URL,
  type App,
} from './harness';

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
