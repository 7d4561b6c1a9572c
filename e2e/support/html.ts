/** The text of an HTML document as a visitor without JavaScript reads it. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The job titles of /career's server HTML, in the order the list shows them. */
export function cardTitles(html: string): string[] {
  return [...html.matchAll(/<article[^>]*>.*?<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]!);
}
