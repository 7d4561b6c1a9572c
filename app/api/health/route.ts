import { getMailer } from '@/lib/mail';
import { withErrorContract } from '@/lib/http/respond';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** For operators: the mail spool's size and how many messages keep failing. */
export async function GET(): Promise<Response> {
  return withErrorContract(async () => {
    const { queued, failing } = await getMailer().spool.stats();
    return Response.json(
      { status: failing > 0 ? 'degraded' : 'ok', mail: { queued, failing } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  });
}
