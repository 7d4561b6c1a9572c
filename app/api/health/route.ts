import { env } from '@/lib/env';
import { methodNotAllowed, withErrorContract } from '@/lib/http/respond';
import { getMailer, mailDelivery } from '@/lib/mail';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const DEGRADED_AFTER_MS = env.MAIL_DEGRADED_AFTER_MINUTES * 60_000;
const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/**
 * For operators: how mail leaves ('smtp', or 'outbox': written to DATA_DIR/outbox and delivered to
 * no one), the mail queue's depth, how long its oldest message has waited, how many keep failing,
 * how many were given up on (dead letters) and when a delivery last succeeded. 'degraded' once the
 * oldest has waited longer than MAIL_DEGRADED_AFTER_MINUTES, any keeps failing, any dead letter
 * waits for staff, or a production server writes its mail to the outbox. Read from the queue's
 * names and counters alone, never its message bodies, so it costs the same with any backlog.
 */
export async function GET(): Promise<Response> {
  return withErrorContract(async () => {
    const now = Date.now();
    const stats = await getMailer().queue.stats();
    const waitedMs =
      stats.oldestAcceptedAt === null ? 0 : Math.max(0, now - stats.oldestAcceptedAt);
    const delivery = mailDelivery();
    const degraded =
      stats.failing > 0 ||
      stats.deadLetters > 0 ||
      waitedMs > DEGRADED_AFTER_MS ||
      (delivery === 'outbox' && process.env.NODE_ENV === 'production');
    return Response.json(
      {
        status: degraded ? 'degraded' : 'ok',
        mail: {
          delivery,
          queued: stats.queued,
          oldestWaitingSeconds: Math.floor(waitedMs / 1000),
          failing: stats.failing,
          lastDeliveredAt: iso(stats.lastDeliveredAt),
          deadLetters: stats.deadLetters,
        },
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  });
}

// HEAD is left to Next, which answers it with GET; anything else gets the API's JSON 405.
const notAllowed = () => methodNotAllowed('GET, HEAD');
export {
  notAllowed as POST,
  notAllowed as OPTIONS,
  notAllowed as PUT,
  notAllowed as PATCH,
  notAllowed as DELETE,
};
