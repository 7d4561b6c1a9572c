export type SubmitOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'failed'; status: number }
  | { kind: 'network' };

/** Posts a form as JSON and sorts the answer into what the form has to show. */
export async function postJson(url: string, body: unknown): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'network' };
  }
  if (response.status === 200 || response.status === 201) return { kind: 'sent' };
  if (response.status === 422) {
    const data = (await response.json().catch(() => null)) as {
      errors?: Record<string, string>;
    } | null;
    return { kind: 'invalid', errors: data?.errors ?? {} };
  }
  return { kind: 'failed', status: response.status };
}
