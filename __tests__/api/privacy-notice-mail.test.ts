import { join } from 'node:path';
import { privacyPolicyUpdated } from '@/content/privacy-version';
import { FileDeadLetters } from '@/lib/mail/dead-letters';
import { queuedMail } from '../support/queued-mail';
import { setUpRouteHarness, type RouteApp } from '../support/route-harness';

// Staff e-mails say which privacy notice the visitor was shown and when to delete the message;
// /api/health says how mail leaves and how many messages were given up on.

type App = RouteApp<{
  route: typeof import('@/app/api/contact/route');
  notify: typeof import('@/app/api/notify/route');
  health: typeof import('@/app/api/health/route');
}>;

const SALES = 'sales@acme.test';
const enquiry = { name: 'Asha Patel', email: 'asha@example.org', message: 'Hello there.' };

const { sink, loadApp, postJson, onlyMessageTo } = setUpRouteHarness({
  tempPrefix: 'privacy-notice-',
  url: 'http://localhost/api/contact',
  contentType: 'application/json',
  env: { SEND_ACKNOWLEDGEMENTS: 'true', SALES_EMAIL: SALES, CONTACT_RATE_LIMIT: '100/60' },
  load: async () => ({
    route: await import('@/app/api/contact/route'),
    notify: await import('@/app/api/notify/route'),
    health: await import('@/app/api/health/route'),
  }),
});

describe('the privacy notice in staff e-mails', () => {
  it('states the version and language shown and the delete-by date, in the body and headers', async () => {
    const app: App = await loadApp();
    const response = await postJson(app, {
      ...enquiry,
      notice_language: 'hi',
      notice_version: '2026-11-26',
    });
    expect(response.status).toBe(201);
    const staff = onlyMessageTo(SALES);
    const year = new Date().getUTCFullYear();
    const deleteBy = staff.parsed.headers.get('x-delete-by') as string;
    expect(deleteBy).toMatch(new RegExp(`^${year + 2}-\\d\\d-\\d\\d$`)); // enquiries: 24 months
    expect(staff.parsed.headers.get('x-privacy-notice')).toBe('version=2026-11-26; lang=hi');
    expect(staff.parsed.text).toContain(
      `Privacy notice shown: version 2026-11-26 (Hindi, hi). Delete this message by ${deleteBy}`,
    );
    // An acknowledgement to the visitor, if one went, carries none of it.
    for (const message of sink.to('asha@example.org')) {
      expect(message.parsed.headers.get('x-privacy-notice')).toBeUndefined();
    }
  });

  it('takes the current English notice when the form sends none, and refuses an unknown one', async () => {
    const app: App = await loadApp();
    expect((await postJson(app, enquiry)).status).toBe(201);
    expect(onlyMessageTo(SALES).parsed.headers.get('x-privacy-notice')).toBe(
      `version=${privacyPolicyUpdated}; lang=en`,
    );
    sink.clear();
    const refused = await postJson(app, { ...enquiry, notice_language: 'fr' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toHaveProperty('notice_language');
    const stale = await postJson(app, { ...enquiry, notice_version: '2020-01-01' });
    expect(stale.status).toBe(422);
    expect(sink.messages).toHaveLength(0);
  });

  it('stamps the launch list message with 12 months', async () => {
    const app: App = await loadApp();
    const response = await app.notify.POST(
      new Request('http://localhost/api/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.44' },
        body: JSON.stringify({ email: 'list@example.org', notice_language: 'gu' }),
      }),
    );
    expect(response.status).toBe(201);
    await app.mail.getMailer().queue.settled();
    const staff = onlyMessageTo(SALES);
    const deleteBy = staff.parsed.headers.get('x-delete-by') as string;
    expect(deleteBy.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 1));
    expect(staff.parsed.headers.get('x-privacy-notice')).toContain('lang=gu');
  });
});

describe('GET /api/health: delivery mode and dead letters', () => {
  it("says 'outbox' without SMTP_URL, degraded in production, and counts dead letters", async () => {
    const app: App = await loadApp({ SMTP_URL: '' });
    const health = async () => (await app.health.GET()).json();
    expect(await health()).toMatchObject({
      status: 'ok',
      mail: { delivery: 'outbox', deadLetters: 0 },
    });
    const production = jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    expect(await health()).toMatchObject({ status: 'degraded', mail: { delivery: 'outbox' } });
    production.restore();

    const smtp: App = await loadApp();
    await new FileDeadLetters(join(smtp.dataDir, 'mail', 'dead-letters')).add({
      ...queuedMail('given-up'),
      id: 'given-up',
      acceptedAt: Date.now() - 8 * 86_400_000,
      deadAt: Date.now(),
      attempts: 300,
      lastError: '451',
    });
    expect(await (await smtp.health.GET()).json()).toMatchObject({
      status: 'degraded',
      mail: { delivery: 'smtp', deadLetters: 1 },
    });
  });
});
