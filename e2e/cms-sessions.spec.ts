import { expect, test } from '@playwright/test';
import { createEditor, signInByApi } from './support/cms';

// Sessions of the editor, on SQLite (project cms) and PostgreSQL (project cms-postgres).

// Payload keeps each session in the user's record; as released (3.90), a sign-in rewrote the whole
// list it had read, so two at once kept one session and the other person was silently signed out
// (payloadcms/payload#18132). patches/payload+3.90.2.patch appends instead.
test('an editor signing in on several devices at once stays signed in on every one', async ({
  playwright,
}) => {
  const editor = await createEditor(playwright, 'hr');
  const baseURL = test.info().project.use.baseURL;
  const devices = await Promise.all(
    Array.from({ length: 6 }, () => playwright.request.newContext({ baseURL })),
  );
  try {
    await Promise.all(devices.map((device) => signInByApi(device, editor)));
    for (const [index, device] of devices.entries()) {
      const me = await device.get('/cms-api/users/me');
      expect((await me.json()).user?.email, `device ${index + 1}`).toBe(editor.email);
      expect((await device.get('/cms-api/jobs?limit=1')).status(), `device ${index + 1}`).toBe(200);
    }
  } finally {
    await Promise.all(devices.map((device) => device.dispose()));
  }
});
