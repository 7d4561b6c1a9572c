import { resolve } from 'node:path';
import { z } from 'zod';
import { enquiryServiceKeys, isEnquiryService, type EnquiryService } from '@/content/enquiry';

const optionalEmail = z.email().optional();
/** 'points/seconds', e.g. '10/900' for ten requests per fifteen minutes. */
const rateLimit = z
  .string()
  .regex(/^\d+\/\d+$/, "use 'points/seconds', e.g. '10/900'")
  .transform((value) => {
    const [points, seconds] = value.split('/').map(Number) as [number, number];
    return { points, seconds };
  });

/**
 * Inboxes of their own for some services, as comma-separated 'service=address' pairs, e.g.
 * 'salesforce=crm@example.com, devops=ops@example.com'. Enquiries for other services, or none,
 * go to SALES_EMAIL.
 */
const enquiryRoutes = z.string().transform((value, context) => {
  const routes: Partial<Record<EnquiryService, string>> = {};
  const refuse = (message: string) => context.addIssue({ code: 'custom', message });
  for (const pair of value.split(',').map((part) => part.trim())) {
    if (pair === '') continue;
    const [service = '', address = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (!pair.includes('=') || rest.length > 0) {
      refuse(`'${pair}' is not a 'service=address' pair, e.g. 'salesforce=crm@example.com'`);
    } else if (!isEnquiryService(service)) {
      refuse(`'${service}' is not a service; use one of ${enquiryServiceKeys.join(', ')}`);
    } else if (!z.email().safeParse(address).success) {
      refuse(`'${address}' (for ${service}) is not an e-mail address`);
    } else if (routes[service]) {
      refuse(`${service} is routed twice; give each service one address`);
    } else {
      routes[service] = address;
    }
  }
  return routes;
});

const envSchema = z.object({
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SALES_EMAIL: optionalEmail,
  HR_EMAIL: optionalEmail,
  PRIVACY_EMAIL: optionalEmail,
  ACCESSIBILITY_EMAIL: optionalEmail,
  MAIL_FROM: optionalEmail,
  SITE_PHONE: z.string().trim().min(5).max(30).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  ENQUIRY_ROUTES: enquiryRoutes.optional(),
  SEND_ACKNOWLEDGEMENTS: z.enum(['true', 'false']).default('true'),
  DATA_DIR: z.string().min(1).default('data'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The CMS's PostgreSQL for several instances; unset, it is SQLite in DATA_DIR (lib/cms/database.ts). */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Key that signs editors' sessions; made in DATA_DIR when unset (lib/cms/database.ts). */
  PAYLOAD_SECRET: z.string().min(32, 'use at least 32 random characters').optional(),
  /**
   * Key of the keyed hashes kept instead of addresses and submissions: a second application
   * (lib/applicant-history.ts), per-address limits, repeated submissions, the launch list.
   */
  APPLICANT_HASH_KEY: z.string().min(32, 'use at least 32 random characters').optional(),
  /** Key that signs the form tokens (lib/spam/form-token.ts). */
  FORM_TOKEN_SECRET: z.string().min(32, 'use at least 32 random characters').optional(),
  /** Acknowledgements the whole site sends in an hour at most; past it they pause. */
  ACKNOWLEDGEMENTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /** /api/health says 'degraded' once a message has waited this long for delivery. */
  MAIL_DEGRADED_AFTER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  /** The bearer token `GET /api/metrics` asks for; unset, the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, 'use at least 16 random characters').optional(),
  /** The least level logged: debug, info (the default), warn or error (lib/log.ts). */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Without SMTP_URL, the .eml files of DATA_DIR/outbox are removed after this many days. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** A message still failing this many days after it was accepted leaves the queue for the dead letters. */
  MAIL_DEAD_LETTER_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Dead letters (DATA_DIR/mail/dead-letters, or Redis) are removed after this many days. */
  DEAD_LETTER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  CONTACT_RATE_LIMIT: rateLimit.prefault('10/900'),
  APPLY_RATE_LIMIT: rateLimit.prefault('5/900'),
  NOTIFY_RATE_LIMIT: rateLimit.prefault('5/900'),
  /** The same per network: an IPv4 /24 or an IPv6 /64. */
  CONTACT_NETWORK_RATE_LIMIT: rateLimit.prefault('30/900'),
  APPLY_NETWORK_RATE_LIMIT: rateLimit.prefault('15/900'),
  NOTIFY_NETWORK_RATE_LIMIT: rateLimit.prefault('15/900'),
  /** The same per e-mail address typed into the form. */
  CONTACT_ADDRESS_RATE_LIMIT: rateLimit.prefault('5/86400'),
  APPLY_ADDRESS_RATE_LIMIT: rateLimit.prefault('10/86400'),
  NOTIFY_ADDRESS_RATE_LIMIT: rateLimit.prefault('3/86400'),
  /** Requests to the editor (/admin) and the CMS API (/cms-api) per client address. */
  CMS_RATE_LIMIT: rateLimit.prefault('600/300'),
  /** Sign-in attempts per client address (each account also locks after 5 wrong passwords). */
  CMS_LOGIN_RATE_LIMIT: rateLimit.prefault('20/900'),
  /**
   * The share of page loads whose browser reports its Core Web Vitals (0..1). Read when a page is
   * rendered: a prerendered page carries the value of the build.
   */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** Web vitals reports (POST /api/vitals) per client address: a page load sends one or two. */
  VITALS_RATE_LIMIT: rateLimit.prefault('120/60'),
  /** The product launch the home page counts down to, e.g. 2026-12-01T10:00:00+05:30. */
  LAUNCH_AT: z.iso
    .datetime({
      offset: true,
      error: 'use an ISO date-time with a zone, e.g. 2026-12-01T10:00:00+05:30',
    })
    .optional(),
});

/**
 * Instances that share Redis must agree on the keys: a token one instance signs is checked by
 * another, and the counts per address are kept under keyed hashes. A key made on first start in
 * each instance's DATA_DIR would make every visitor's token 'forged' behind a load balancer.
 */
const sharedKeys = envSchema.superRefine((settings, context) => {
  if (settings.DATABASE_URL && !settings.PAYLOAD_SECRET)
    context.addIssue({
      code: 'custom',
      path: ['PAYLOAD_SECRET'],
      message:
        'required with DATABASE_URL: give every instance the same value (at least 32 random characters, e.g. from `openssl rand -hex 32`)',
    });
  if (!settings.REDIS_URL) return;
  for (const key of ['FORM_TOKEN_SECRET', 'APPLICANT_HASH_KEY'] as const) {
    if (settings[key]) continue;
    context.addIssue({
      code: 'custom',
      path: [key],
      message:
        'required with REDIS_URL: give every instance the same value (at least 32 random characters, e.g. from `openssl rand -hex 32`)',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the settings once; empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = sharedKeys.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(
      `Invalid settings in the environment:\n${problems}\nFix them in .env (see .env.example) or unset them to use the defaults.`,
    );
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);

/** DATA_DIR as an absolute path: the outbox, the mail queue, references, application history. */
export const dataDir = resolve(env.DATA_DIR);
