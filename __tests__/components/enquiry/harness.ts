// What the enquiry forms' tests share: the contact page form and the Get Started dialog send the
// same enquiry as JSON to /api/contact.
import { afterEach, beforeAll, jest } from '@jest/globals';
import { installDialogMethods } from '../../support/dialog-element';
import { reply, stubFetch } from '../../support/fetch-stub';

export { reply };

/** The sales address the forms are given, which a refused send offers to write to. */
export const SALES_EMAIL = 'sales@example.com';

beforeAll(installDialogMethods);

/** Every send, with its JSON body; answered 201 with a reference unless a test says otherwise. */
export const sends = stubFetch(
  (url, init) => ({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> }),
  async () => reply(201, { ok: true, reference: 'ENQ-4D8P2X' }),
);

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});
