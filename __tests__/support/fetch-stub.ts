import { beforeEach, jest } from '@jest/globals';

/** A stand-in for fetch's Response (jsdom has none): the forms read only the status and JSON. */
export function reply(status: number, body: unknown = {}): Response {
  return { status, ok: status < 300, json: async () => body } as unknown as Response;
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
