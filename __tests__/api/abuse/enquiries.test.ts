import Redis from 'ioredis';
import { issueFormToken } from '@/lib/spam/form-token';
import { RedisServer } from '../../support/redis';
import {
  expectErrorBody,
  FORM_TOKEN_SECRET,
  pageToken,
  setUpRouteHarness,
} from '../../support/route-harness';

const SALES = 'sales@acme.test';
const VICTIM = 'victim@example.org';
/** An advertisement a script types as the name (no link, which would be a spam signal itself). */
const AD = 'CHEAP LOANS TODAY call +91 90000 00000';

/** An enquiry as a person sends it from the site's form: the honeypot there and empty. */
const enquiry = (marker: string, fields: Record<string, string> = {}) => ({
  name: 'Asha Patel',
  email: 'asha@example.org',
  message: `We would like a quote for a new booking site. ${marker}`,
  website: '',
  ...fields,
});

const { sink, loadApp, postJson } = setUpRouteHarness({
  tempPrefix: 'abuse-enquiries-',
  url: 'http://localhost/api/contact',
  contentType: 'application/json',
  env: { SEND_ACKNOWLEDGEMENTS: 'true', SALES_EMAIL: SALES, MAIL_FROM: 'website@acme.test' },
  load: async () => ({
    route: await import('@/app/api/contact/route'),
    rateLimit: await import('@/lib/rate-limit'),
  }),
});

/** The staff copy that carries `marker`. */
function staffCopy(marker: string) {
  const found = sink.to(SALES).filter((mail) => mail.parsed.text?.includes(marker));
  expect(found).toHaveLength(1);
  return found[0]!.parsed;
}

const marked = (subject = '') => /^\[ENQ-\w{6}\] \[Possible spam\] /.test(subject);

describe('an acknowledgement flood: one victim address typed in from many clients', () => {
  it('gives the victim at most 2 acknowledgements; every accepted enquiry reaches staff, the rest are 429', async () => {
    const app = await loadApp();
    const statuses: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      // 50 source addresses in 50 networks, each with a token of its own from the page.
      const response = await postJson(app, enquiry(`FLOOD-${index}`, { name: AD, email: VICTIM }), {
        ip: `203.0.${index}.7`,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        await expectErrorBody(response, 429);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3600);
      } else {
        expect(response.status).toBe(201);
      }
    }
    const accepted = statuses.filter((status) => status === 201).length;
    // CONTACT_ADDRESS_RATE_LIMIT's default: 5 a day for one recipient.
    expect(accepted).toBe(5);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);

    const acknowledgements = sink.to(VICTIM);
    expect(acknowledgements).toHaveLength(2);
    expect(sink.to(SALES)).toHaveLength(accepted);
    for (const { parsed, raw } of acknowledgements) {
      expect(raw.toString()).not.toMatch(/loans|CHEAP|90000/i);
      expect(parsed.headers.get('auto-submitted')).toBe('auto-replied');
    }
  });

  it('counts the victim by mailbox: case, +tags and Gmail dots do not make new recipients', async () => {
    const app = await loadApp();
    const spellings = ['Victim@Gmail.com', 'v.i.c.t.i.m@gmail.com', 'victim+1@googlemail.com'];
    for (const [index, email] of spellings.entries()) {
      const response = await postJson(app, enquiry(`SPELLING-${index}`, { email }));
      expect(response.status).toBe(201);
    }
    const acknowledged = sink.messages.filter((mail) => mail.envelope.rcptTo[0] !== SALES);
    expect(acknowledged).toHaveLength(2);
    expect(sink.to(SALES)).toHaveLength(3);
  });

  it('pauses acknowledgements past the site-wide bound, logs it once, and still delivers to staff', async () => {
    const app = await loadApp({ ACKNOWLEDGEMENTS_PER_HOUR: '3' });
    for (let index = 0; index < 6; index += 1) {
      const email = `visitor${index}@example.org`;
      expect((await postJson(app, enquiry(`BOUND-${index}`, { email }))).status).toBe(201);
    }
    expect(sink.to(SALES)).toHaveLength(6);
    expect(sink.messages.filter((mail) => mail.envelope.rcptTo[0] !== SALES)).toHaveLength(3);
    const paused = jest
      .mocked(console.error)
      .mock.calls.filter(([message]) =>
        String(message).includes('"event":"acknowledgement.paused"'),
      );
    expect(paused).toHaveLength(1);
  });
});

describe('what an acknowledgement carries', () => {
  it('never an advertisement typed as the name: not in the greeting, To, the subject or anywhere', async () => {
    const app = await loadApp();
    await postJson(app, enquiry('AD-NAME', { name: AD, email: 'reader@example.org' }));
    // The staff copy shows what was typed; the acknowledgement, nothing of it.
    expect(staffCopy('AD-NAME').text).toContain(AD);
    const [acknowledgement] = sink.to('reader@example.org');
    expect(acknowledgement).toBeDefined();
    expect(acknowledgement!.raw.toString()).not.toMatch(/loans|CHEAP|90000/i);
    expect(acknowledgement!.parsed.to).toMatchObject({ value: [{ name: '' }] });
  });
});

describe('spam scoring', () => {
  /** Posts an enquiry and answers whether it was marked and whether its sender was acknowledged. */
  async function outcome(
    body: Record<string, unknown>,
    options: Parameters<typeof postJson>[2] = {},
    app?: Awaited<ReturnType<typeof loadApp>>,
  ) {
    const used = app ?? (await loadApp());
    const response = await postJson(used, body, options);
    expect(response.status).toBe(201);
    const staff = staffCopy(String(body.message));
    return {
      marked: marked(staff.subject),
      acknowledged: sink.to(String(body.email)).length > 0,
      reasons: staff.headers.get('x-possible-spam'),
      text: staff.text ?? '',
    };
  }

  it("acknowledges a person's enquiry and leaves it unmarked (token old enough, honeypot empty, no links)", async () => {
    expect(await outcome(enquiry('PERSON'))).toEqual({
      marked: false,
      acknowledged: true,
      reasons: undefined,
      text: expect.not.stringContaining('Possible spam'),
    });
  });

  it('acknowledges Hindi and Gujarati enquiries like any other', async () => {
    const hindi = enquiry('HINDI', {
      name: 'आशा पटेल',
      message: 'नमस्ते, हमें अपनी दुकान के लिए नई वेबसाइट चाहिए। HINDI',
    });
    const gujarati = enquiry('GUJARATI', {
      name: 'આશા પટેલ',
      email: 'asha.gu@example.org',
      message: 'નમસ્તે, અમને નવી વેબસાઇટ જોઈએ છે. GUJARATI',
    });
    const app = await loadApp();
    for (const body of [hindi, gujarati]) {
      expect(await outcome(body, {}, app)).toMatchObject({ marked: false, acknowledged: true });
    }
  });

  type Body = Record<string, unknown>;
  const asSent = (body: Body) => body;
  const withoutHoneypot = (body: Body) => ({ ...body, website: undefined }); // not in the JSON
  // Tokens are made when the test runs, after its app has loaded: their age is what is tested.
  it.each([
    ['the honeypot missing', withoutHoneypot, () => pageToken(), 'honeypot-missing'],
    ['no form token', asSent, () => null, 'token-missing'],
    [
      'a forged token',
      asSent,
      () => issueFormToken('another-secret-0123456789abcdefghij'),
      'token-forged',
    ],
    [
      'a token used a second after the page opened',
      asSent,
      () => pageToken(1_000),
      'token-too-fast',
    ],
    ['an expired token', asSent, () => pageToken(25 * 60 * 60 * 1000), 'token-expired'],
  ])(
    'marks, delivers and does not acknowledge an enquiry with %s',
    async (_what, change, token, signal) => {
      const app = await loadApp();
      const result = await outcome(change(enquiry(`SIGNAL-${signal}`)), { token: token() }, app);
      expect(result).toMatchObject({ marked: true, acknowledged: false, reasons: signal });
      expect(result.text).toContain('Possible spam (score 1)');
    },
  );

  it('marks a token used for a second enquiry', async () => {
    const app = await loadApp();
    const token = pageToken();
    expect(await outcome(enquiry('FIRST-USE'), { token }, app)).toMatchObject({ marked: false });
    const second = enquiry('SECOND-USE', { email: 'other@example.org' });
    expect(await outcome(second, { token }, app)).toMatchObject({
      marked: true,
      acknowledged: false,
      reasons: 'token-reused',
    });
  });

  it('marks the same body sent again, from anywhere, with a fresh token', async () => {
    const app = await loadApp();
    const body = enquiry('REPLAY');
    expect(await outcome(body, {}, app)).toMatchObject({ marked: false, acknowledged: true });
    sink.clear();
    expect(await outcome(body, { ip: '192.0.2.99' }, app)).toMatchObject({
      marked: true,
      acknowledged: false,
      reasons: 'repeated',
    });
  });

  it.each([
    ['a link in the name', { name: 'Visit https://loans.example' }, 'link-in-name'],
    [
      'many links',
      {
        message:
          'Dear team, we have collected the best offers for companies like yours this month: ' +
          'see https://a.example/1 and https://a.example/2 and https://a.example/3 for details. LINKS',
      },
      'many-links',
    ],
    [
      'a message that is mostly links',
      { message: 'https://pills.example/buy-now-MOSTLY' },
      'mostly-links',
    ],
    [
      'a URL shortener',
      { message: 'Our requirements are in this document, please read it first: bit.ly/3xYz SHORT' },
      'url-shortener',
    ],
  ])('marks %s', async (_what, fields, signal) => {
    const result = await outcome(enquiry(`LINK-${signal}`, fields));
    expect(result).toMatchObject({ marked: true, acknowledged: false, reasons: signal });
  });

  it("gives the answer a new form token for the visitor's next form", async () => {
    const app = await loadApp();
    const response = await postJson(app, enquiry('NEW-TOKEN'));
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^form_token=1\.[0-9a-z]+\.[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Strict$/,
    );
    const token = /^form_token=([^;]+)/.exec(cookie)![1]!;
    const { checkFormToken } = await import('@/lib/spam/form-token');
    expect(checkFormToken(token, FORM_TOKEN_SECRET).state).toBe('too-fast');
  });

  it('does not spend the token of an enquiry refused for its fields', async () => {
    const app = await loadApp();
    const token = pageToken();
    const refused = await postJson(app, enquiry('REFUSED', { email: 'not an address' }), { token });
    await expectErrorBody(refused, 422);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await outcome(enquiry('CORRECTED'), { token }, app)).toMatchObject({ marked: false });
  });
});

describe('rate limits that follow the abuse', () => {
  it('limits one network (/24) across its addresses, with Retry-After', async () => {
    const app = await loadApp({ CONTACT_NETWORK_RATE_LIMIT: '3/600' });
    for (let host = 1; host <= 3; host += 1) {
      const body = enquiry(`NET-${host}`, { email: `net${host}@example.org` });
      expect((await postJson(app, body, { ip: `198.51.100.${host}` })).status).toBe(201);
    }
    const limited = await postJson(app, enquiry('NET-4', { email: 'net4@example.org' }), {
      ip: '198.51.100.200',
    });
    await expectErrorBody(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another network is not affected.
    const elsewhere = await postJson(app, enquiry('NET-5', { email: 'net5@example.org' }), {
      ip: '198.51.101.1',
    });
    expect(elsewhere.status).toBe(201);
    expect(sink.to(SALES)).toHaveLength(4);
  });

  it('limits one IPv6 /64 across its addresses, an IPv4 written as IPv6 as IPv4', async () => {
    const app = await loadApp({ CONTACT_NETWORK_RATE_LIMIT: '1/600' });
    const post = (ip: string, marker: string) =>
      postJson(app, enquiry(marker, { email: `${marker.toLowerCase()}@example.org` }), { ip });
    expect((await post('2001:db8:1:2::1', 'V6-1')).status).toBe(201);
    expect((await post('2001:db8:1:2:ffff::9', 'V6-2')).status).toBe(429);
    expect((await post('2001:db8:1:3::1', 'V6-3')).status).toBe(201);
    expect((await post('192.0.2.1', 'V4-1')).status).toBe(201);
    expect((await post('::ffff:192.0.2.77', 'V4-2')).status).toBe(429);
  });
});

describe('bounds shared by the instances of one Redis (a real redis-server)', () => {
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await RedisServer.start();
  });

  afterAll(async () => {
    await redis.stop();
  });

  it('one recipient gets 2 acknowledgements a day from all instances together, and one token or body counts once', async () => {
    const apps = [await loadApp({ REDIS_URL: redis.url }), await loadApp({ REDIS_URL: redis.url })];
    const probe = new Redis(redis.url);
    try {
      // Until an app's connection is ready it counts in its own memory (the limiters' insurance).
      let warmUps = 0;
      for (const app of apps) {
        for (let counted = false; !counted; warmUps += 1) {
          const ip = `192.0.2.${warmUps + 1}`;
          await postJson(app, enquiry(`WARM-${warmUps}`, { email: `warm${warmUps}@example.org` }), {
            ip,
          });
          counted = (await probe.exists(`rl:contact:${ip}`)) === 1;
          if (!counted) await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      sink.clear();
      for (const [index, email] of [
        'shared@example.org',
        'shared@example.org',
        'Shared@example.org',
      ].entries()) {
        const response = await postJson(apps[index % 2]!, enquiry(`SHARED-${index}`, { email }));
        expect(response.status).toBe(201);
      }
      expect(sink.to('shared@example.org').length + sink.to('Shared@example.org').length).toBe(2);

      const token = pageToken();
      await postJson(apps[0]!, enquiry('TOKEN-A', { email: 'a@example.org' }), { token });
      await postJson(apps[1]!, enquiry('TOKEN-B', { email: 'b@example.org' }), { token });
      expect(staffCopy('TOKEN-B').headers.get('x-possible-spam')).toBe('token-reused');
    } finally {
      probe.disconnect();
      await Promise.all(apps.map((app) => app.rateLimit.closeSharedStore()));
    }
  }, 30_000);
});
