import { formAnswerCopy } from '@/content/forms';
import { failureText, refusalText, stateFrom } from '@/lib/forms/state';

const messages = { success: 'Thanks.', failure: 'Not sent.', networkError: 'No connection.' };
const email = 'hello@example.com';
const orEmail = formAnswerCopy.orEmail(email);

describe('refusalText', () => {
  it('says how many minutes to wait after too many sends, from Retry-After', () => {
    expect(refusalText({ kind: 'failed', status: 429, retryAfter: 600 }, messages, email)).toBe(
      `Not sent. ${formAnswerCopy.rateLimited(10)} ${orEmail}`,
    );
    expect(refusalText({ kind: 'failed', status: 429, retryAfter: 5 }, messages, email)).toBe(
      `Not sent. ${formAnswerCopy.rateLimited(1)} ${orEmail}`,
    );
  });

  it('names what to do after a 413, a 400 and any other refusal', () => {
    expect(refusalText({ kind: 'failed', status: 413 }, messages, email)).toContain(
      formAnswerCopy.tooLarge,
    );
    expect(refusalText({ kind: 'failed', status: 400 }, messages, email)).toContain(
      formAnswerCopy.malformed,
    );
    expect(refusalText({ kind: 'failed', status: 503 }, messages, email)).toContain(
      formAnswerCopy.unavailable,
    );
  });

  it('gives the network text when no answer came, or the failure text when the form has none', () => {
    expect(refusalText({ kind: 'network' }, messages, email)).toBe(`No connection. ${orEmail}`);
    expect(refusalText({ kind: 'network' }, { failure: 'Not sent.' }, email)).toBe(
      `Not sent. ${orEmail}`,
    );
  });
});

describe('failureText', () => {
  it('is the failure text alone when fields were refused: their messages say the rest', () => {
    expect(
      failureText({ kind: 'invalid', errors: { email: 'Enter an e-mail.' } }, messages, email),
    ).toBe('Not sent.');
  });

  it('is the refusal text when the whole send was refused', () => {
    const refusal = { kind: 'failed', status: 429, retryAfter: 120 } as const;
    expect(failureText(refusal, messages, email)).toBe(refusalText(refusal, messages, email));
    expect(failureText({ kind: 'network' }, messages, email)).toBe(`No connection. ${orEmail}`);
  });
});

describe('stateFrom', () => {
  it('reads a stored refusal as the form failure text with what to do', () => {
    const state = stateFrom(
      { result: { kind: 'failed', status: 413 }, values: { name: 'Asha' } },
      messages,
      email,
    );
    expect(state.status).toEqual({
      kind: 'error',
      text: `Not sent. ${formAnswerCopy.tooLarge} ${orEmail}`,
    });
    expect(state.values).toEqual({ name: 'Asha' });
  });
});
