import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addresses,
  deliverDue,
  expectErrorBody,
  queuedMessages,
} from '../../support/route-harness';
import {
  enquiry,
  loadApp,
  onlyMessageTo,
  postJson,
  SALES,
  sink,
  temporaryRoot,
  VISITOR,
  type App,
} from './harness';

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

    sink.fault = null; // the held connection goes on, or the pool connects again
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
