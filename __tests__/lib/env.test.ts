import { parseEnv } from '@/lib/env';

const FIX_HINT = /Fix them in \.env \(see \.env\.example\) or unset them to use the defaults/;

function errorFrom(source: Record<string, string | undefined>): Error {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`parseEnv threw a non-Error: ${String(error)}`);
  }
  throw new Error('parseEnv did not throw');
}

// What every parse returns for the settings that have defaults.
const defaults = {
  DATA_DIR: 'data',
  MAIL_DEGRADED_AFTER_MINUTES: 15,
  LOG_LEVEL: 'info',
  OUTBOX_RETENTION_DAYS: 30,
  MAIL_DEAD_LETTER_AFTER_DAYS: 7,
  DEAD_LETTER_RETENTION_DAYS: 30,
  SEND_ACKNOWLEDGEMENTS: 'true',
  TRUST_PROXY_HOPS: 0,
  CONTACT_RATE_LIMIT: { points: 10, seconds: 900 },
  APPLY_RATE_LIMIT: { points: 5, seconds: 900 },
  NOTIFY_RATE_LIMIT: { points: 5, seconds: 900 },
  CONTACT_NETWORK_RATE_LIMIT: { points: 30, seconds: 900 },
  APPLY_NETWORK_RATE_LIMIT: { points: 15, seconds: 900 },
  NOTIFY_NETWORK_RATE_LIMIT: { points: 15, seconds: 900 },
  CONTACT_ADDRESS_RATE_LIMIT: { points: 5, seconds: 86400 },
  APPLY_ADDRESS_RATE_LIMIT: { points: 10, seconds: 86400 },
  NOTIFY_ADDRESS_RATE_LIMIT: { points: 3, seconds: 86400 },
  CMS_RATE_LIMIT: { points: 600, seconds: 300 },
  CMS_LOGIN_RATE_LIMIT: { points: 20, seconds: 900 },
  ACKNOWLEDGEMENTS_PER_HOUR: 100,
  VITALS_SAMPLE_RATE: 1,
  VITALS_RATE_LIMIT: { points: 120, seconds: 60 },
};

/** The keys several instances on one Redis must share (lib/env.ts). */
const sharedKeys = {
  FORM_TOKEN_SECRET: 'f'.repeat(32),
  APPLICANT_HASH_KEY: 'a'.repeat(32),
};

describe('parseEnv', () => {
  it('leaves every setting unset when the environment has none of them', () => {
    expect(parseEnv({})).toEqual(defaults);
  });

  it('takes a Postgres DATABASE_URL only with a PAYLOAD_SECRET every instance shares', () => {
    const url = 'postgres://cms:secret@db.internal:5432/cms';
    expect(() => parseEnv({ DATABASE_URL: url })).toThrow(
      /PAYLOAD_SECRET: required with DATABASE_URL/,
    );
    expect(() =>
      parseEnv({ DATABASE_URL: 'mysql://db/cms', PAYLOAD_SECRET: 'p'.repeat(32) }),
    ).toThrow(/DATABASE_URL/);
    expect(parseEnv({ DATABASE_URL: url, PAYLOAD_SECRET: 'p'.repeat(32) })).toMatchObject({
      DATABASE_URL: url,
    });
  });

  it('ignores unrelated environment variables', () => {
    expect(parseEnv({ PATH: '/usr/bin', NODE_ENV: 'test' })).toEqual(defaults);
  });

  it('treats empty and whitespace-only values as unset', () => {
    expect(
      parseEnv({
        SITE_URL: '',
        SALES_EMAIL: '   ',
        HR_EMAIL: '',
        PRIVACY_EMAIL: '\t',
        ACCESSIBILITY_EMAIL: '',
        MAIL_FROM: '',
        SITE_PHONE: ' ',
        UNDEFINED_ONE: undefined,
      }),
    ).toEqual(defaults);
  });

  it('accepts valid values', () => {
    expect(
      parseEnv({
        SITE_URL: 'https://www.acme.example',
        SALES_EMAIL: 'sales@acme.example',
        HR_EMAIL: 'hr@acme.example',
        PRIVACY_EMAIL: 'privacy@acme.example',
        ACCESSIBILITY_EMAIL: 'accessibility@acme.example',
        MAIL_FROM: 'website@acme.example',
        SITE_PHONE: '+91 79 4000 1234',
      }),
    ).toEqual({
      ...defaults,
      SITE_URL: 'https://www.acme.example',
      SALES_EMAIL: 'sales@acme.example',
      HR_EMAIL: 'hr@acme.example',
      PRIVACY_EMAIL: 'privacy@acme.example',
      ACCESSIBILITY_EMAIL: 'accessibility@acme.example',
      MAIL_FROM: 'website@acme.example',
      SITE_PHONE: '+91 79 4000 1234',
    });
  });

  it('accepts a plain http SITE_URL (local development)', () => {
    expect(parseEnv({ SITE_URL: 'http://localhost:3000' }).SITE_URL).toBe('http://localhost:3000');
  });

  describe('invalid values', () => {
    it.each(['SALES_EMAIL', 'HR_EMAIL', 'PRIVACY_EMAIL', 'ACCESSIBILITY_EMAIL', 'MAIL_FROM'])(
      'throws an Error naming %s and saying how to fix it when it is not an e-mail address',
      (name) => {
        const error = errorFrom({ [name]: 'not-an-email' });
        expect(error).toBeInstanceOf(Error);
        expect(error.message).toContain(`${name}:`);
        expect(error.message).toMatch(FIX_HINT);
      },
    );

    it.each(['ftp://acme.example', 'javascript:alert(1)', 'www.acme.example'])(
      'throws an Error naming SITE_URL when it is %s (not http or https)',
      (value) => {
        const error = errorFrom({ SITE_URL: value });
        expect(error.message).toContain('SITE_URL:');
        expect(error.message).toMatch(FIX_HINT);
      },
    );

    it('throws an Error naming SITE_PHONE when it is too short to be a number', () => {
      const error = errorFrom({ SITE_PHONE: '123' });
      expect(error.message).toContain('SITE_PHONE:');
    });

    it('lists every invalid variable, and only those, in one message', () => {
      const error = errorFrom({
        SITE_URL: 'ftp://acme.example',
        HR_EMAIL: 'nope',
        SALES_EMAIL: 'sales@acme.example',
      });
      expect(error.message).toContain('SITE_URL:');
      expect(error.message).toContain('HR_EMAIL:');
      expect(error.message).not.toContain('SALES_EMAIL');
    });
  });
});

describe('site settings (lib/site) built from the environment', () => {
  async function loadSiteModuleWith(environment: Record<string, string>) {
    jest.replaceProperty(process, 'env', { NODE_ENV: 'test', ...environment });
    let loaded: typeof import('@/lib/site') | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import('@/lib/site');
    });
    if (!loaded) throw new Error('lib/site did not load');
    return loaded;
  }
  const loadSiteWith = async (environment: Record<string, string>) =>
    (await loadSiteModuleWith(environment)).site;

  it('falls back to the content defaults when the settings are unset or empty', async () => {
    const { company: defaults } = await import('@/content/company');
    const site = await loadSiteWith({ SITE_URL: '', SALES_EMAIL: '' });
    expect(site.url).toBe(defaults.url);
    expect(site.phone).toBe(defaults.phone);
    expect(site.salesEmail).toBe(defaults.salesEmail);
    expect(site.hrEmail).toBe(defaults.hrEmail);
    expect(site.privacyEmail).toBe(defaults.privacyEmail);
    expect(site.accessibilityEmail).toBe(defaults.accessibilityEmail);
  });

  it('uses the environment values, with trailing slashes removed from SITE_URL', async () => {
    const site = await loadSiteWith({
      SITE_URL: 'https://www.acme.example/',
      SALES_EMAIL: 'sales@acme.example',
      HR_EMAIL: 'hr@acme.example',
      PRIVACY_EMAIL: 'privacy@acme.example',
      ACCESSIBILITY_EMAIL: 'accessibility@acme.example',
      SITE_PHONE: '+91 79 4000 1234',
    });
    expect(site.url).toBe('https://www.acme.example');
    expect(site.salesEmail).toBe('sales@acme.example');
    expect(site.hrEmail).toBe('hr@acme.example');
    expect(site.privacyEmail).toBe('privacy@acme.example');
    expect(site.accessibilityEmail).toBe('accessibility@acme.example');
    expect(site.phone).toBe('+91 79 4000 1234');
  });

  it('refuses to start with an invalid setting', async () => {
    await expect(loadSiteWith({ PRIVACY_EMAIL: 'privacy-at-acme' })).rejects.toThrow(
      /PRIVACY_EMAIL/,
    );
  });

  describe('announceSiteAddress, said when a server starts', () => {
    let warnings: string[];
    beforeEach(() => {
      warnings = [];
      jest.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
    });
    afterEach(() => jest.restoreAllMocks());

    it('warns a production server without SITE_URL that its address is the default, and how to fix it', async () => {
      const { company: defaults } = await import('@/content/company');
      const { announceSiteAddress } = await loadSiteModuleWith({ NODE_ENV: 'production' });
      announceSiteAddress();
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({
        level: 'warn',
        event: 'site.url-default',
        url: defaults.url,
        fix: expect.stringMatching(/^set SITE_URL .*when building and on the server/),
      });
    });

    it('says nothing when SITE_URL is set, or outside production', async () => {
      const production = await loadSiteModuleWith({
        NODE_ENV: 'production',
        SITE_URL: 'https://www.acme.example',
      });
      production.announceSiteAddress();
      const development = await loadSiteModuleWith({ NODE_ENV: 'development' });
      development.announceSiteAddress();
      expect(warnings).toEqual([]);
    });
  });
});

describe('parseEnv: mail and abuse settings', () => {
  it('parses rate limits written as points/seconds', () => {
    expect(parseEnv({ CONTACT_RATE_LIMIT: '3/60' }).CONTACT_RATE_LIMIT).toEqual({
      points: 3,
      seconds: 60,
    });
  });

  it('refuses a malformed rate limit, a non-SMTP mail URL and a non-numeric proxy count', () => {
    expect(() => parseEnv({ CONTACT_RATE_LIMIT: 'ten' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('accepts smtp and smtps URLs and redis URLs', () => {
    expect(parseEnv({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pass@smtp.example.com:465',
    );
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379', ...sharedKeys }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
  });

  it('asks instances that share Redis for the keys they must share, and says how to make them', () => {
    const error = errorFrom({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(error.message).toMatch(
      /FORM_TOKEN_SECRET: required with REDIS_URL: give every instance the same value/,
    );
    expect(error.message).toMatch(/APPLICANT_HASH_KEY: required with REDIS_URL/);
    expect(error.message).toMatch(/openssl rand -hex 32/);
    expect(error.message).toMatch(FIX_HINT);
    const onlyOne = errorFrom({
      REDIS_URL: 'redis://127.0.0.1:6379',
      FORM_TOKEN_SECRET: 'f'.repeat(32),
    });
    expect(onlyOne.message).not.toMatch(/FORM_TOKEN_SECRET/);
  });

  it('refuses form token and hash keys shorter than 32 characters, and a site-wide bound below 1', () => {
    expect(() => parseEnv({ FORM_TOKEN_SECRET: 'short' })).toThrow(
      /FORM_TOKEN_SECRET: use at least 32/,
    );
    expect(() => parseEnv({ ACKNOWLEDGEMENTS_PER_HOUR: '0' })).toThrow(/ACKNOWLEDGEMENTS_PER_HOUR/);
    expect(parseEnv({ ACKNOWLEDGEMENTS_PER_HOUR: '20' }).ACKNOWLEDGEMENTS_PER_HOUR).toBe(20);
  });
});

describe('parseEnv: ENQUIRY_ROUTES', () => {
  it('is unset by default, so every enquiry goes to the sales inbox', () => {
    expect(parseEnv({}).ENQUIRY_ROUTES).toBeUndefined();
    expect(parseEnv({ ENQUIRY_ROUTES: '  ' }).ENQUIRY_ROUTES).toBeUndefined();
  });

  it("parses comma-separated 'service=address' pairs, spaces and an empty entry allowed", () => {
    expect(
      parseEnv({
        ENQUIRY_ROUTES: ' salesforce = crm@acme.example ,devops=ops@acme.example,, ',
      }).ENQUIRY_ROUTES,
    ).toEqual({ salesforce: 'crm@acme.example', devops: 'ops@acme.example' });
  });

  it('accepts every service key, the page slugs included', () => {
    expect(
      parseEnv({
        ENQUIRY_ROUTES:
          'web-development=web@acme.example,mobile-development=apps@acme.example,ai-machine-learning=ai@acme.example,other=desk@acme.example',
      }).ENQUIRY_ROUTES,
    ).toEqual({
      'web-development': 'web@acme.example',
      'mobile-development': 'apps@acme.example',
      'ai-machine-learning': 'ai@acme.example',
      other: 'desk@acme.example',
    });
  });

  it('refuses to start with an unknown service, naming it and the services there are', () => {
    const error = errorFrom({
      ENQUIRY_ROUTES: 'salesforce=crm@acme.example,blockchain=b@acme.example',
    });
    expect(error.message).toContain(
      "ENQUIRY_ROUTES: 'blockchain' is not a service; use one of web-development, mobile-development, cloud-services, design, devops, salesforce, ai-machine-learning, other",
    );
    expect(error.message).toMatch(FIX_HINT);
  });

  it('refuses a service written as its label rather than its key', () => {
    expect(errorFrom({ ENQUIRY_ROUTES: 'Salesforce=crm@acme.example' }).message).toContain(
      "ENQUIRY_ROUTES: 'Salesforce' is not a service",
    );
  });

  it.each([
    'crm-at-acme.example',
    '',
    'crm@acme.example;ops@acme.example',
    'Sales <crm@acme.example>',
  ])('refuses to start with an address that is not one e-mail address (%j)', (address) => {
    const error = errorFrom({ ENQUIRY_ROUTES: `salesforce=${address}` });
    expect(error.message).toContain(
      `ENQUIRY_ROUTES: '${address}' (for salesforce) is not an e-mail address`,
    );
    expect(error.message).toMatch(FIX_HINT);
  });

  it.each(['salesforce', 'salesforce:crm@acme.example', 'salesforce=crm@acme.example=x'])(
    "refuses an entry that is not one 'service=address' pair (%j)",
    (entry) => {
      expect(errorFrom({ ENQUIRY_ROUTES: entry }).message).toContain(
        `ENQUIRY_ROUTES: '${entry}' is not a 'service=address' pair`,
      );
    },
  );

  it('refuses a service routed twice', () => {
    expect(
      errorFrom({ ENQUIRY_ROUTES: 'devops=a@acme.example,devops=b@acme.example' }).message,
    ).toContain('ENQUIRY_ROUTES: devops is routed twice');
  });

  it('lists every bad entry in one message', () => {
    const { message } = errorFrom({ ENQUIRY_ROUTES: 'nope=a@acme.example,devops=not-an-address' });
    expect(message).toContain("'nope' is not a service");
    expect(message).toContain("'not-an-address' (for devops) is not an e-mail address");
  });

  it('stops lib/site (and with it the server) from loading with a bad route', async () => {
    jest.replaceProperty(process, 'env', {
      NODE_ENV: 'test',
      ENQUIRY_ROUTES: 'salesforce=crm',
    });
    await expect(
      jest.isolateModulesAsync(async () => {
        await import('@/lib/site');
      }),
    ).rejects.toThrow(/ENQUIRY_ROUTES: 'crm' \(for salesforce\) is not an e-mail address/);
  });
});
