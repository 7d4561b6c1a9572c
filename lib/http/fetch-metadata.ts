/**
 * What a request says about where it comes from and what the browser will do with the answer
 * (Fetch Metadata and the Origin header). Pure functions of the headers, for the route handlers.
 */

/**
 * A form the browser posts itself, without JavaScript: it navigates, and shows the answer as a
 * page. Browsers say so with `Sec-Fetch-Mode: navigate`; one too old to send Fetch Metadata still
 * asks for HTML first. Scripts, tests and the site's own fetch() calls are neither.
 */
export function isFormNavigation(headers: Headers): boolean {
  const mode = headers.get('sec-fetch-mode');
  if (mode !== null) return mode === 'navigate';
  return (headers.get('accept') ?? '').split(',')[0]?.trim().toLowerCase() === 'text/html';
}

/**
 * True when a browser sent the request from a page of another site (or of another origin on this
 * site): its `Origin` names another host than the one it was sent to, or is `null` (a sandboxed
 * or privacy-stripped context), or, without an Origin, `Sec-Fetch-Site` says so. A request with
 * neither header (a script, curl, the tests) is not a browser's cross-site request.
 *
 * This is what keeps another site's page from making our visitors' browsers send enquiries or
 * applications: a plain form post (or a fetch without a preflight) needs no CORS permission.
 */
export function isCrossSite(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin !== null) {
    if (origin === 'null') return true;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return true;
    }
    return host !== (headers.get('x-forwarded-host') ?? headers.get('host'));
  }
  const site = headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}
