import createMDX from '@next/mdx';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { compileHints } from './scripts/lib/compile-hints.mjs';
import { identityForPhase } from './scripts/lib/deployment-id.mjs';

const isDev = process.env.NODE_ENV === 'development';

// Pages are prerendered, so there is no per-request nonce: inline scripts are allowed (Next's
// flight data), everything else is same-origin only.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "media-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

// Several instances serve one build, and a deploy replaces them while browsers still hold pages of
// the previous one. With a deployment id Next asks for the build's assets with `?dpl=<id>`, sends
// the id with each client-side navigation and, when the server's differs, loads the page in full
// instead of mixing two builds (e2e/deployment-id.spec.ts). Every instance of one build must have
// the same id: DEPLOYMENT_ID, else the git commit, else a hash of the sources
// (scripts/lib/deployment-id.mjs), recorded by `next build` and taken from that record by each
// production server, so a commit after the build does not change it (see `config` below).
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/serve.mjs compresses, with brotli where the browser takes it (Next has gzip only).
  compress: false,
  reactStrictMode: true,
  // The API answers with and without the trailing slash; proxy.ts redirects pages without it.
  skipTrailingSlashRedirect: true,
  experimental: {
    // The public site and the editor (/admin) have a root layout each: an unknown address gets
    // app/global-not-found.tsx.
    globalNotFound: true,
    // The stylesheet (12 kB gzip) comes inside the page instead of one round trip after it. On a
    // slow link (npm run bench, applied throttling) the linked stylesheet shared the line with the
    // framework's scripts, requested at the same moment, and the first paint waited for it: FCP
    // 1,970-2,119 ms on five routes against 1,247-1,540 ms inlined. The copy Next also puts in the
    // page's RSC payload makes the HTML 12 kB gzip larger again, and so every client-side
    // navigation; both are counted in those figures.
    inlineCss: true,
    // The pages a server renders again (after a publish in the CMS, or past `revalidate`) stay in
    // its memory only, up to Next's 50 MB (`cacheMaxMemorySize`; the 50 pages of a build take 22
    // MB). Next would also write each into the build's folder and read it back from there: the
    // folder had to be writable by the server (site@.service keeps it read-only), and every server
    // on the same build read the others' renders, those of a server on another database too (the
    // e2e CMS servers did). After a restart a page is its build's copy until it is rendered again,
    // at the first request past `revalidate`, as it was for a read-only folder.
    isrFlushToDisk: false,
  },
  // Every response, the redirects of proxy.ts included (not those of `redirects()`, which Next
  // sends without these headers: the alias redirects live in proxy.ts for that reason).
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

/**
 * Payload's wrapper (the editor's bundling), with one change: the client hints it asks for on
 * every address (`Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme`, for the
 * editor's dark mode) are asked for on the editor only. On a public page, Critical-CH makes the
 * browser load the page twice and Vary splits its cache.
 */
function withPayloadOnTheEditor(config: NextConfig): NextConfig {
  const wrapped = withPayload(config);
  return {
    ...wrapped,
    async headers() {
      const rules = (await wrapped.headers?.()) ?? [];
      return rules.map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      );
    },
  };
}

/**
 * The production build is webpack's (`next build --webpack`, package.json), for one thing Turbopack
 * has no setting for: the scripts of the public pages begin with V8's compile hint
 * (scripts/lib/compile-hints.mjs), so Chrome compiles them as they download instead of inside the
 * page's start-up and hydration. At 4x CPU that took the longest task of /contact, /privacy and /
 * from 300-340 ms to 120-180 ms, and TBT with it (npm run bench). `next dev` stays on Turbopack.
 */
function withCompileHints(config: NextConfig): NextConfig {
  return {
    ...config,
    webpack(webpackConfig, context) {
      const built = config.webpack ? config.webpack(webpackConfig, context) : webpackConfig;
      if (!context.isServer && !context.dev) built.plugins.push(compileHints(context.webpack));
      return built;
    },
  };
}

// The legal texts are MDX files imported by their pages (app/(site)/(pages)/(legal)/*/page.tsx).
export default function config(phase: string): NextConfig {
  const build = identityForPhase(phase);
  return withCompileHints(
    withPayloadOnTheEditor(
      createMDX()({
        ...nextConfig,
        deploymentId: build.deploymentId,
        // The commit the server was built from, for the build_info metric ('unknown' without git).
        env: { BUILD_COMMIT: build.commit },
      }),
    ),
  );
}
