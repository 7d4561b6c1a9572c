/**
 * Runs once when a server instance starts: the mail queue's background sender begins, so what
 * was accepted before a restart is delivered without waiting for the next submission.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getMailer } = await import('./lib/mail');
  getMailer();
}
