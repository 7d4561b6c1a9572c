import { onRequestError } from '@/instrumentation';

type ErrorArgs = Parameters<typeof onRequestError>;

const request: ErrorArgs[1] = {
  path: '/career/frontend-developer?from=anita.sharma@example.com',
  method: 'GET',
  headers: { 'x-request-id': 'req-1234567890', cookie: 'site_form=secret-token' },
};
const context: ErrorArgs[2] = {
  routerKind: 'App Router',
  routePath: '/career/[slug]',
  routeType: 'render',
  renderSource: 'react-server-components',
  revalidateReason: undefined,
};

describe('onRequestError (instrumentation.ts)', () => {
  const originalRuntime = process.env.NEXT_RUNTIME;
  let lines: string[];

  beforeEach(() => {
    process.env.NEXT_RUNTIME = 'nodejs';
    lines = [];
    jest.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
  });

  afterEach(() => {
    process.env.NEXT_RUNTIME = originalRuntime;
    jest.restoreAllMocks();
  });

  it('logs one JSON line with the route, the request id and the digest the error page shows', async () => {
    const error = Object.assign(new TypeError('Cannot read properties of undefined'), {
      digest: '2145239912',
    });
    await onRequestError(error, request, context);

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'error',
      event: 'request.error',
      route: '/career/[slug]',
      routeType: 'render',
      method: 'GET',
      requestId: 'req-1234567890',
      digest: '2145239912',
      error: 'TypeError',
      errorMessage: 'Cannot read properties of undefined',
    });
  });

  it("never writes the request's path, its headers' values or an address from the message", async () => {
    await onRequestError(new Error('Mail to anita.sharma@example.com failed'), request, context);

    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('anita.sharma');
    expect(lines[0]).not.toContain('secret-token');
    expect(lines[0]).not.toContain('frontend-developer');
    expect(JSON.parse(lines[0]!)).toMatchObject({ errorMessage: 'Mail to [address] failed' });
  });

  it('does nothing outside the Node.js runtime', async () => {
    process.env.NEXT_RUNTIME = 'edge';
    await onRequestError(new Error('boom'), request, context);
    expect(lines).toHaveLength(0);
  });
});
