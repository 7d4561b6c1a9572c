// `npm run admin:create`: makes the first admin of the editor (or any admin), since nobody can
// sign up on the web. The e-mail address and the password are asked for (the password is not
// shown), or read from ADMIN_EMAIL and ADMIN_PASSWORD for scripts. For an address that already has
// an account, it sets the new password, makes it an admin and unlocks it: the way back in for an
// admin who forgot their password or locked their account.
// Run by `payload run`, which loads payload.config.ts and .env.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { getPayload } from 'payload';
import config from '../payload.config';

const MIN_PASSWORD = 12;

async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const answer = prompt.question(question);
  muted = hidden;
  const value = await answer;
  prompt.close();
  if (hidden) process.stdout.write('\n');
  return value.trim();
}

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

const email = (process.env.ADMIN_EMAIL?.trim() || (await ask('E-mail address: '))).toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`'${email}' is not an e-mail address.`);
let password = process.env.ADMIN_PASSWORD ?? '';
if (!password) {
  password = await ask(`Password (at least ${MIN_PASSWORD} characters): `, true);
  if ((await ask('The same password again: ', true)) !== password)
    fail('the two passwords differ; nothing was changed.');
}
if (password.length < MIN_PASSWORD)
  fail(`the password must have at least ${MIN_PASSWORD} characters; nothing was changed.`);
const name = process.env.ADMIN_NAME?.trim() || email.split('@')[0]!;

const payload = await getPayload({ config });
const { docs } = await payload.find({
  collection: 'users',
  where: { email: { equals: email } },
  limit: 1,
});
const existing = docs[0];
if (existing) {
  const roles = [...new Set([...(existing.roles ?? []), 'admin' as const])];
  await payload.update({ collection: 'users', id: existing.id, data: { password, roles } });
  await payload.unlock({ collection: 'users', data: { email }, overrideAccess: true });
  console.log(`admin:create: ${email} is an admin with the new password, and unlocked.`);
} else {
  await payload.create({ collection: 'users', data: { email, password, name, roles: ['admin'] } });
  console.log(`admin:create: ${email} can now sign in at /admin as an admin.`);
}
process.exit(0);
