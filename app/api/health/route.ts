import { getMailer } from '@/lib/mail';
import { methodNotAllowed, withErrorContract } from '@/lib/http/respond';

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

// HEAD is left to Next, which answers it with GET; anything else gets the API's JSON 405.
const notAllowed = () => methodNotAllowed('GET, HEAD');
export {
  notAllowed as POST,
  notAllowed as OPTIONS,
  notAllowed as PUT,
  notAllowed as PATCH,
  notAllowed as DELETE,
};
