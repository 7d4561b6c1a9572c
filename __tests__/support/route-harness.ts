import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressObject } from 'mailparser';
import { shutDown } from '@/lib/shutdown';
import { FORM_TOKEN_COOKIE, issueFormToken } from '@/lib/spam/form-token';
import { SmtpSink, type ReceivedMail } from '../../scripts/lib/smtp-sink.mjs';

type MailModule = typeof import('@/lib/mail');
type FileQueue = import('@/lib/mail/file-queue').FileQueue;

/** The modules a test loaded, lib/mail from the same module registry, and the app's DATA_DIR. */
export type RouteApp<Modules> = Modules & { mail: MailModule; dataDir: string };

/**
 * The client address of a request (a fresh one unless given), headers to add or replace, the form
 * token it carries in its cookie (unless given, a new one issued ten seconds before, as a person's
 * browser has from the page; null for none), and whether post() waits, after the answer, for the
 * app's background sender to deliver what is due (the default, so a test can read the SMTP
 * server's messages at once).
 */
export type PostOptions = {
  ip?: string;
  headers?: Record<string, string>;
  token?: string | null;
  settle?: boolean;
};

/** The key the harness's apps sign form tokens with (FORM_TOKEN_SECRET). */
export const FORM_TOKEN_SECRET = 'route-harness-form-token-secret-0123456789';

/** A form token as a visitor's browser got it from a page opened `ageMs` ago. */
export const pageToken = (ageMs = 10_000) => issueFormToken(FORM_TOKEN_SECRET, Date.now() - ageMs);

/** The JSON body of every error answer of the API. */
export type ErrorBody = { ok: false; error: string; errors?: Record<string, string> };

/** What a test file tells setUpRouteHarness about its endpoint. */
export type RouteHarnessOptions<Modules> = {
  /** The start of the names of this file's temporary folders, e.g. 'contact-api-'. */
  tempPrefix: string;
  /** Where post() sends its requests. */
  url: string;
  /** The content type post() declares unless a test's headers replace it. */
  contentType: string;
  /**
   * Settings of every app, overridden by a test's own. The harness adds SMTP_URL, DATA_DIR, an
   * in-memory rate limiter (no REDIS_URL) and no trusted proxies in front.
   */
  env: Record<string, string>;
  /** Imports the modules under test; it runs inside the app's fresh module registry. */
  load: () => Promise<Modules>;
  /** Checks run after each test while its mocks (the silenced console) are still in place. */
  beforeRestoringMocks?: () => void;
};

/**
 * Everything a route-handler test needs around the handler: a real SMTP server, apps loaded with
 * their own settings and data folder, requests from distinct client addresses, and the checks
 * every endpoint shares. Call it once at the top of a test file: it registers the hooks that
 * start and reset the SMTP server, silence the console during each test, and clean up after.
 */
export function setUpRouteHarness<
  Modules extends { route: { POST(r: Request): Promise<Response> } },
>(options: RouteHarnessOptions<Modules>) {
  type App = RouteApp<Modules>;
  const sink = new SmtpSink();
  // Read now: a test may mock os.tmpdir() to watch where uploads go.
  const temporaryBase = tmpdir();
  const temporaryRoots: string[] = [];
  const loadedApps: App[] = [];
  let requestCount = 0;

  /**
   * A fresh client address for every request unless a test says otherwise, each in a network (/24)
   * of its own, so that only a test that means to meets the per-network limit.
   */
  const nextIp = () => {
    const count = requestCount++;
    return `10.${(count >> 8) & 255}.${count & 255}.${(count % 254) + 1}`;
  };

  /** An empty folder of this test file's own, removed after all its tests. */
  async function temporaryRoot(): Promise<string> {
    const root = await mkdtemp(join(temporaryBase, options.tempPrefix));
    temporaryRoots.push(root);
    return root;
  }

  /**
   * The modules and lib/mail loaded together in a fresh module registry with these settings
   * (lib/env reads process.env once, at import; lib/mail keeps one Mailer).
   */
  async function loadApp(settings: Record<string, string> = {}): Promise<App> {
    const dataDir = settings.DATA_DIR ?? join(await temporaryRoot(), 'data');
    const replaced = jest.replaceProperty(process, 'env', {
      ...process.env,
      SMTP_URL: sink.url,
      DATA_DIR: dataDir,
      REDIS_URL: '',
      TRUST_PROXY_HOPS: '',
      FORM_TOKEN_SECRET,
      APPLICANT_HASH_KEY: 'route-harness-hash-key-0123456789abcdefghij',
      ...options.env,
      ...settings,
    });
    let loaded: (Modules & { mail: MailModule }) | undefined;
    try {
      await jest.isolateModulesAsync(async () => {
        loaded = { ...(await options.load()), mail: await import('@/lib/mail') };
      });
    } finally {
      replaced.restore();
    }
    if (!loaded) throw new Error(`the route behind ${options.url} did not load`);
    const app = { ...loaded, dataDir };
    loadedApps.push(app);
    return app;
  }

  /** Calls the app's POST handler with a real Request from one client address. */
  async function post(
    app: App,
    body: BodyInit | null,
    { ip = nextIp(), headers = {}, token = pageToken(), settle = true }: PostOptions = {},
  ): Promise<Response> {
    const cookie = token === null ? {} : { cookie: `${FORM_TOKEN_COOKIE}=${token}` };
    const response = await app.route.POST(
      new Request(options.url, {
        method: 'POST',
        headers: {
          'content-type': options.contentType,
          'x-forwarded-for': ip,
          ...cookie,
          ...headers,
        },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    if (settle) await app.mail.getMailer().queue.settled();
    return response;
  }

  /** post() with the value as a JSON body. */
  const postJson = (app: App, value: unknown, postOptions?: PostOptions) =>
    post(app, JSON.stringify(value), postOptions);

  /** Neither delivered nor queued: the SMTP server got nothing and the mail queue is empty. */
  async function expectNothingSent(app: App): Promise<void> {
    expect(sink.messages).toHaveLength(0);
    expect(await queuedMessages(app)).toEqual([]);
  }

  /** The one message delivered to this address. */
  function onlyMessageTo(address: string): ReceivedMail {
    const received = sink.to(address);
    expect(received).toHaveLength(1);
    return received[0]!;
  }

  beforeAll(async () => {
    await sink.start();
  });

  beforeEach(() => {
    sink.clear();
    jest.spyOn(console, 'info').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(async () => {
    // A fault of the server's own is never the answer to what a client sent.
    const unexpected = jest
      .mocked(console.error)
      .mock.calls.filter(([line]) => String(line).includes('"event":"api.error"'));
    expect(unexpected).toEqual([]);
    options.beforeRestoringMocks?.();
    sink.fault = null; // lets go the sessions a black hole holds (a test that failed midway)
    await shutDown(); // each app's background sender, so none delivers during the next test
    loadedApps.length = 0;
    jest.restoreAllMocks();
    await sink.start().catch(() => {}); // a test that stopped the sink may have failed midway
  });

  afterAll(async () => {
    await sink.stop();
    await Promise.all(
      temporaryRoots.splice(0).map((root) => rm(root, { recursive: true, force: true })),
    );
  });

  return { sink, nextIp, temporaryRoot, loadApp, post, postJson, expectNothingSent, onlyMessageTo };
}

/**
 * Every error answer: the status, JSON that is not cached, ok:false with a human message, and no
 * internals (stack frames, paths of the server or its temporary files).
 */
export async function expectErrorBody(response: Response, status: number): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await answerText(response);
  expect(text).not.toMatch(/\bat \S+ \(|\n\s+at |\/work\/|node_modules|\.[cm]?[jt]sx?:\d+|tmp/);
  const body = JSON.parse(text);
  expect(body).toMatchObject({ ok: false, error: expect.any(String) });
  return body;
}

/**
 * The answer's JSON text as soon as all of it has arrived, without waiting for the server to end
 * the stream: an answer given before the whole request body arrived is held open while the rest
 * of the body is drained (lib/http/respond.ts).
 */
export async function answerText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
    try {
      JSON.parse(text);
      await reader.cancel();
      return text;
    } catch {
      // not all of it yet
    }
  }
}

/** Polls `condition` every 50 ms until it holds, failing after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The entries of the messages in the app's mail queue, waiting or being sent, and any file left. */
export async function queuedMessages(app: { dataDir: string }): Promise<string[]> {
  try {
    const names = await readdir(join(app.dataDir, 'queue'));
    return names.filter((name) => !name.endsWith('.sender') && name !== 'last-delivered');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** One pass of the app's sender at `now` (moved forward to pass the backoff), once it is idle. */
export async function deliverDue(app: { mail: MailModule }, now?: number): Promise<void> {
  await (app.mail.getMailer().queue as FileQueue).deliverDue(now);
}

/** The addresses of a parsed header (From, To, Reply-To...), however mailparser grouped them. */
export const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value);
