import { ATOM_TYPE, atomFeed } from '../job-feed';

/** The open positions as Atom 1.0, with the search parameters of /career. */
export async function GET(request: Request) {
  return new Response(await atomFeed(new URL(request.url)), {
    headers: { 'Content-Type': `${ATOM_TYPE}; charset=utf-8` },
  });
}
