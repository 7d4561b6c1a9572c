import { setUpRouteHarness } from '../../support/route-harness';

const SALES = 'sales@acme.test';

const { sink, loadApp, postJson } = setUpRouteHarness({
  tempPrefix: 'abuse-launch-list-',
  url: 'http://localhost/api/notify',
  contentType: 'application/json',
  env: { SEND_ACKNOWLEDGEMENTS: 'true', SALES_EMAIL: SALES, MAIL_FROM: 'website@acme.test' },
  load: async () => ({ route: await import('@/app/api/notify/route') }),
});

describe('the launch list', () => {
  it('marks an address already on the list, by its mailbox; the subscriber is never mailed', async () => {
    const app = await loadApp();
    const signUp = async (email: string) => {
      expect((await postJson(app, { email, website: '' })).status).toBe(201);
      return sink.messages.at(-1)!.parsed;
    };
    const first = await signUp('reader@gmail.com');
    expect(first.subject).toMatch(/^\[NTF-\w{6}\] Launch list: reader@gmail.com$/);
    const again = await signUp('Re.Ader+launch@gmail.com');
    expect(again.subject).toMatch(/^\[NTF-\w{6}\] \[Possible spam\] Launch list: /);
    expect(again.headers.get('x-possible-spam')).toBe('already-listed');
    expect(again.text).toContain('This address is on the launch list already.');
    expect(sink.messages.every((mail) => mail.envelope.rcptTo.join() === SALES)).toBe(true);
  });

  it('marks a sign-up posted straight to the API without the form (no honeypot, no token)', async () => {
    const app = await loadApp();
    expect((await postJson(app, { email: 'script@example.org' }, { token: null })).status).toBe(
      201,
    );
    expect(sink.messages[0]!.parsed.headers.get('x-possible-spam')).toBe(
      'honeypot-missing, token-missing',
    );
  });
});
