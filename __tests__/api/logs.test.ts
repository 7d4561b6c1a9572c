import { seedJobs } from '@/lib/cms/seed/jobs';
import { positionOptions } from '@/lib/jobs';
import { fieldParts, multipart, MULTIPART_TYPE, resumePart } from '../../scripts/lib/multipart.mjs';
import { pdfOfSize } from '../../scripts/lib/resume-files.mjs';
import { pageToken, setUpRouteHarness, type RouteApp } from '../support/route-harness';

type App = RouteApp<{
  route: typeof import('@/app/api/contact/route');
  apply: typeof import('@/app/api/apply/route');
  notify: typeof import('@/app/api/notify/route');
}>;

const enquiry = {
  name: 'Meenakshi Raghunathan',
  email: 'meenakshi.r@example.org',
  phone: '+91 98250 12345',
  subject: 'Warehouse dashboard',
  message: 'Our warehouse in Surat needs a stock dashboard by March.',
  website: '',
};
const application = {
  first_name: 'Tanvir',
  last_name: 'Basumatary',
  email: 'tanvir.b@example.net',
  phone: '+91 70022 98765',
  location: 'Guwahati',
  position: positionOptions(seedJobs)[0]!,
  experience: '5-10',
  expected_salary: '31 LPA',
  available_date: '',
  cover_letter: 'I rebuilt the tea auction platform of my last employer.',
  website: '',
};
const subscriber = 'launch.watcher.4471@example.com';

const { loadApp, postJson, nextIp } = setUpRouteHarness({
  tempPrefix: 'logs-api-',
  url: 'http://localhost/api/contact',
  contentType: 'application/json',
  env: {
    SALES_EMAIL: 'sales@acme.test',
    HR_EMAIL: 'hr@acme.test',
    MAIL_FROM: 'website@acme.test',
    SEND_ACKNOWLEDGEMENTS: 'true',
  },
  load: async () => ({
    route: await import('@/app/api/contact/route'),
    apply: await import('@/app/api/apply/route'),
    notify: await import('@/app/api/notify/route'),
  }),
});

async function send(app: App, url: string, body: BodyInit, type: string, headers = {}) {
  const handler = url.includes('apply') ? app.apply.POST : app.notify.POST;
  const response = await handler(
    new Request(url, {
      method: 'POST',
      headers: {
        'content-type': type,
        'x-forwarded-for': nextIp(),
        cookie: `form_token=${pageToken()}`,
        ...headers,
      },
      body,
      duplex: 'half',
    } as RequestInit),
  );
  await app.mail.getMailer().queue.settled();
  return response;
}

/** Every line the console was given during the test, from every level. */
function loggedLines(): string[] {
  return (['info', 'warn', 'error', 'log', 'debug'] as const).flatMap((level) => {
    const calls = jest.isMockFunction(console[level]) ? jest.mocked(console[level]).mock.calls : [];
    return calls.map((args) => args.map(String).join(' '));
  });
}

/** What a visitor typed, each value and the parts of a name, as a log line must never hold them. */
const secrets = [
  ...Object.values(enquiry),
  ...Object.values(application).filter((value) => value !== application.position),
  subscriber,
  'Meenakshi',
  'Raghunathan',
  'Basumatary',
  '98250',
].filter((value) => value.length >= 5 && !['5-10'].includes(value));

describe('the log of a run of submissions', () => {
  it('is JSON lines only, with the request id, and holds nothing a visitor typed', async () => {
    const app = await loadApp();
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const contactFirst = await postJson(app, enquiry);
    expect(contactFirst.status).toBe(201);
    expect((await postJson(app, { ...enquiry, email: 'meenakshi.r@' })).status).toBe(422);
    expect((await postJson(app, { ...enquiry, website: 'filled' })).status).toBe(201);

    const parts = [...fieldParts(application), resumePart(pdfOfSize(2048))];
    const applied = await send(
      app,
      'http://localhost/api/apply',
      new Uint8Array(multipart(parts)),
      MULTIPART_TYPE,
    );
    expect(applied.status).toBe(201);
    const badApplication = multipart(fieldParts({ ...application, email: 'no' }));
    expect(
      (
        await send(
          app,
          'http://localhost/api/apply',
          new Uint8Array(badApplication),
          MULTIPART_TYPE,
        )
      ).status,
    ).toBe(422);

    const notify = JSON.stringify({ email: subscriber, website: '' });
    expect(
      (await send(app, 'http://localhost/api/notify', notify, 'application/json')).status,
    ).toBe(201);
    expect(
      (await send(app, 'http://localhost/api/notify', notify, 'application/json')).status,
    ).toBe(201);
    const crossSite = { origin: 'https://elsewhere.example' };
    expect(
      (await send(app, 'http://localhost/api/notify', notify, 'application/json', crossSite))
        .status,
    ).toBe(403);

    const lines = loggedLines();
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
    }
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of parsed) {
      expect(entry).toMatchObject({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: expect.stringMatching(/^(debug|info|warn|error)$/),
        event: expect.stringMatching(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/),
      });
    }
    const forms = parsed.filter((entry) => String(entry.event).startsWith('form.'));
    expect(forms.map(({ form, outcome }) => `${form}:${outcome}`).sort()).toEqual(
      [
        'apply:accepted',
        'apply:refused',
        'contact:accepted',
        'contact:refused',
        'contact:spam',
        'notify:accepted',
        'notify:refused',
        'notify:spam',
      ].sort(),
    );
    for (const entry of forms) expect(entry.requestId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const accepted = await contactFirst.clone().json();
    const reference = (accepted as { reference: string }).reference;
    const line = forms.find((entry) => entry.reference === reference);
    expect(line?.requestId).toBe(contactFirst.headers.get('x-request-id'));
  });
});
