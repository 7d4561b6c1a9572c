import { otherThanPost, withErrorContract } from '@/lib/http/respond';
import { acceptBeacon } from '@/lib/vitals/accept-beacon';
import { ensureVitalHistograms } from '@/lib/vitals/histograms';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The histograms are in the registry from this route's first load, before any beacon arrives.
ensureVitalHistograms();

/** Core Web Vitals from a visitor's browser: counted per route pattern, answered 204. */
export async function POST(request: Request): Promise<Response> {
  return withErrorContract(async () => {
    await acceptBeacon(request);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  }, request);
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherThanPost();
