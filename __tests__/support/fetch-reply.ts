/** A stand-in for fetch's Response (jsdom has none): the forms read only the status and JSON. */
export function reply(status: number, body: unknown = {}): Response {
  return { status, ok: status < 300, json: async () => body } as unknown as Response;
}
