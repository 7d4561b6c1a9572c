import { beforeEach, jest } from '@jest/globals';

/**
 * A stand-in for fetch's Response (jsdom has none): the forms read only the status, the JSON and
 * a header (Retry-After).
 */
export function reply(
  status: number,
  body: unknown = {},
  headers: Record<string, string> = {},
): Response {
  const byName = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    status,
    ok: status < 300,
    json: async () => body,
    headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null },
  } as unknown as Response;
}

/**
 * Stands in for fetch in the forms' component tests: before each test it starts a fresh record of
 * the sends (`calls`, each as `record` reads it), clears the drafts in sessionStorage and answers
 * every send with `answer()`, which a test may replace (a failure, a send held until released).
 */
export function stubFetch<Call>(
  record: (url: string, init?: RequestInit) => Call,
  firstAnswer: () => Promise<Response>,
) {
  const stub = { calls: [] as Call[], answer: firstAnswer };
  beforeEach(() => {
    stub.calls = [];
    stub.answer = firstAnswer;
    sessionStorage.clear();
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      stub.calls.push(record(String(input), init));
      return stub.answer();
    }) as typeof fetch;
  });
  return stub;
}
