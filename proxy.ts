import { NextResponse, type NextRequest } from 'next/server';
import { EDITOR_PATH, guardEditor } from '@/lib/cms/editor-guard';
import { hasPage, isClosedJob, type PagedCollection } from '@/lib/cms/page-index';
import { ANSWER_PARAM } from '@/lib/forms/answer';
import { mayReadMetrics, METRICS_PATH } from '@/lib/observability/metrics-access';
import { redirectTarget } from '@/lib/redirects';
import { withFormToken } from '@/lib/spam/token-cookie';

/**
 * The pages of CMS documents, by the collection whose slug is in their path (the first group; a
 * second one matches a page beside the document's own).
 */
const DOCUMENT_PAGES: readonly (readonly [RegExp, PagedCollection])[] = [
  // A job's page and its application form; not /career/apply, the general application.
  [/^\/career\/(?!apply(?:\/|$))([^/]+)(\/apply)?$/, 'jobs'],
  [/^\/news\/([^/]+)$/, 'news'],
  [/^\/about\/team\/([^/]+)$/, 'leaders'],
];
/** Next's draft-mode cookie, set by app/cms-preview for an editor; the page checks its value. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** The pages with a form that works without JavaScript, where its answer is shown. */
const FORM_PAGE = /^\/(?:contact|career\/(?:[^/]+\/)?apply)?$/;
/** A path no route serves: a request rewritten to it gets the site's 404 page from Next. */
const NO_ROUTE = '/api/__no-such-route';

/**
 * The alias redirects and the removal of a page path's trailing slash (next.config.ts sets
 * `skipTrailingSlashRedirect`, so the API answers with and without it). Redirects sent from here
 * carry the `headers()` of next.config.ts; those of its `redirects()` would not.
 *
 * A form's answer (`?answer=`) is shown by a dynamic twin of its page (see below).
 *
 * A job that has closed keeps its page, which says so, with the status 410 Gone: a page cannot set
 * its own status in the App Router, and its content comes from the (prerendered) page. A job, an
 * article or a leader's profile that no published document has is the 404 page of any unknown
 * address, before its page renders (lib/cms/page-index.ts).
 *
 * Every page has a form (Get Started is in the header), so every page a visitor opens gives them a
 * form token in a cookie unless they hold a recent one (lib/spam/form-token.ts).
 *
 * The editor and the CMS API are guarded here (lib/cms/editor-guard.ts).
 *
 * The metrics endpoint without its token is the site's 404 page, the answer of any unknown path,
 * so that nothing tells a scanner it is there (lib/observability/metrics-access.ts).
 *
 * Every request comes with its id, on the request and on its answer (scripts/serve.mjs,
 * lib/observability/request-id.ts).
 */
export async function proxy(request: NextRequest): Promise<Response> {
  // The editor (/admin) and the CMS API (/cms-api): guarded, and given no form token.
  if (EDITOR_PATH.test(request.nextUrl.pathname)) return guardEditor(request);
  if (METRICS_PATH.test(request.nextUrl.pathname)) {
    return mayReadMetrics(request.headers)
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(NO_ROUTE, request.url));
  }
  const response = await route(request);
  return response.status === 308 ? response : withFormToken(request, response);
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  // A form sent without JavaScript comes back to its page as ?answer=<token> (lib/forms): the
  // page is shown by its dynamic twin under /answer/<token>, so the page itself stays static.
  const answer = searchParams.get(ANSWER_PARAM);
  if (answer !== null && request.method === 'GET' && FORM_PAGE.test(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `${pathname === '/' ? '' : pathname}/answer/${encodeURIComponent(answer)}`;
    url.search = '';
    return NextResponse.rewrite(url);
  }
  const target = redirectTarget(pathname);
  if (target === null) return documentPageAnswer(request);
  // From request.url: a copy of nextUrl would put the trailing slash back.
  const url = new URL(request.url);
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

type DocumentPage = {
  collection: PagedCollection;
  /** The document's slug, decoded; `null` when it cannot be decoded (Next would answer 500). */
  slug: string | null;
  /** The document's own page, not one beside it (a job's application form). */
  own: boolean;
};

/** Which document's page the path is, if it is one. */
function documentPage(pathname: string): DocumentPage | undefined {
  for (const [pattern, collection] of DOCUMENT_PAGES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const [, encoded = '', beside] = match;
    let slug: string | null;
    try {
      slug = decodeURIComponent(encoded);
    } catch {
      slug = null;
    }
    return { collection, slug, own: beside === undefined };
  }
  return undefined;
}

/**
 * The page of a job, an article or a leader that no published document has (nor a draft, in an
 * editor's preview) is the 404 page of any unknown address, before it renders: Next would keep
 * its 404 in memory for each made-up slug (lib/cms/page-index.ts). A closed job's page answers 410.
 */
async function documentPageAnswer(request: NextRequest): Promise<NextResponse> {
  const page = documentPage(request.nextUrl.pathname);
  if (page === undefined) return NextResponse.next();
  const { collection, slug, own } = page;
  const drafts = request.cookies.has(DRAFT_MODE_COOKIE);
  if (slug === null || !(await hasPage(collection, slug, { drafts }))) {
    return NextResponse.rewrite(new URL(NO_ROUTE, request.url));
  }
  const gone = collection === 'jobs' && own && (await isClosedJob(slug));
  return gone ? NextResponse.next({ status: 410 }) : NextResponse.next();
}

export const config = {
  matcher: [
    {
      // Not the API, the build's assets or any file (a path whose last segment has a dot).
      source: '/((?!api(?:/|$)|_next/static/|_next/image|.*\\.\\w+$).*)',
      // Proxy holds a copy of every request body it sees (and cuts it at 10 MB): uploads skip it.
      missing: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
    // The metrics endpoint, with or without the trailing slash the API accepts.
    '/api/metrics',
    '/api/metrics/',
  ],
};
