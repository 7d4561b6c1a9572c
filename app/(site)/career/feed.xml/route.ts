import { ATOM_TYPE, atomFeed } from '../job-feed';

/** The open positions as Atom 1.0, with the search parameters of /career. */
export function GET(request: Request) {
  return new Response(atomFeed(new URL(request.url)), {
    headers: { 'Content-Type': `${ATOM_TYPE}; charset=utf-8` },
  });
}
