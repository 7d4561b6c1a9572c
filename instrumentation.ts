/** Runs once when a server instance starts: the mail spool's background sender begins. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getMailer } = await import('./lib/mail');
  const mailer = getMailer();
  mailer.startRetrying();
  await mailer.flushSpool().catch((error) => console.error('[mail] startup retry failed', error));
}
