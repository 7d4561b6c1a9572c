// The header rules of next.config.ts (`headers()`), as the build's routes manifest lists them,
// so the server entry can give them to responses Next answers without them (its redirects) and
// to the static assets it serves itself: one source for the security headers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} distDir the build directory, `.next`
 * @returns {{ pattern: RegExp, headers: { key: string, value: string }[] }[]}
 */
export function headerRules(distDir) {
  const manifestPath = join(distDir, 'routes-manifest.json');
  if (!existsSync(manifestPath)) return [];
  const { headers = [] } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return headers.map((rule) => ({ pattern: new RegExp(rule.regex), headers: rule.headers }));
}

/**
 * The headers every matching rule gives a path, in rule order.
 * @param {ReturnType<typeof headerRules>} rules
 * @param {string} pathname
 * @returns {[string, string][]}
 */
export function headersFor(rules, pathname) {
  return rules
    .filter((rule) => rule.pattern.test(pathname))
    .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value]));
}
