import { createTransport } from 'nodemailer';
import { createSmtpSink } from '../../bench/lib/smtp-sink.mjs';

// The benchmarks' sink over the shared one (scripts/lib/smtp-sink.mjs): what bench:api's proof of
// delivery reads (each marker's count and Message-IDs) and the outages it stages.

const MARKER = '[bench:run1:A:1:0a1b2c3d]';

describe("the benchmarks' SMTP sink", () => {
  const sink = createSmtpSink();
  const send = (text: string, timeouts = {}) =>
    createTransport({
      url: `smtp://127.0.0.1:${sink.port}`,
      ignoreTLS: true,
      ...timeouts,
    } as never).sendMail({
      from: 'site@example.com',
      to: 'sales@example.com',
      subject: 'Enquiry',
      text,
      messageId: `<${Math.random().toString(36).slice(2)}@example.com>`,
    });

  beforeAll(() => sink.start());
  afterAll(() => sink.stop());

  it('greets at once and counts each marker under the Message-IDs it came with', async () => {
    expect(sink.stats.immediateGreeting).toBe(true);
    await send(`Hello ${MARKER}`);
    await send(`Again ${MARKER}`);
    await send('No marker here');
    expect(sink.received.get(MARKER)).toBe(2);
    expect(sink.messageIds.get(MARKER)!.size).toBe(2);
    expect(sink.stats).toMatchObject({ messages: 3, withoutMarker: 1, withSeveralMarkers: 0 });
  });

  it('holds a send while black-holed and lets it through on release', async () => {
    const marker = '[bench:run1:B:1:0a1b2c3e]';
    sink.blackHole();
    let done = false;
    const sent = send(marker).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    expect(sink.received.has(marker)).toBe(false);
    sink.release();
    await sent;
    expect(sink.received.get(marker)).toBe(1);
  });

  it('refuses connections while stopped and listens on the same port again, keeping its counts', async () => {
    const port = sink.port;
    await sink.stop();
    expect(sink.up).toBe(false);
    await expect(send('while down', { connectionTimeout: 1_000 })).rejects.toThrow();
    await sink.start();
    expect(sink.port).toBe(port);
    await send(`Back ${MARKER}`);
    expect(sink.received.get(MARKER)).toBe(3);
  });
});
