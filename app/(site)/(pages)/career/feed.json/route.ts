import { JSON_FEED_TYPE, jsonFeed } from '../job-feed';

/** The open positions as JSON Feed 1.1, with the search parameters of /career. */
export async function GET(request: Request) {
  return new Response(await jsonFeed(new URL(request.url)), {
    headers: { 'Content-Type': `${JSON_FEED_TYPE}; charset=utf-8` },
  });
}
