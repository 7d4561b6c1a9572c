import 'server-only';
import { formAnswerCopy } from '@/content/forms';
import { site } from '@/lib/site';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * A whole, self-contained HTML page for the few answers a route handler gives a browser directly
 * rather than through a page of the site (a form post refused as cross-site, or an answer that
 * could not be stored): a heading, a paragraph and a way back. No script, no external resource.
 */
export function htmlPage(
  status: number,
  { title, text }: { title: string; text: string },
  headers: Record<string, string> = {},
): Response {
  const html = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} | ${escape(site.name)}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:4rem auto;padding:0 1rem}h1{font-size:1.75rem;line-height:1.3}a{color:#3c6300}</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(text)}</p>
<p><a href="/">${escape(formAnswerCopy.homePage(site.name))}</a> · <a href="mailto:${escape(site.salesEmail)}">${escape(site.salesEmail)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}
