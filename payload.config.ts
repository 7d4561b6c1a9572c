import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig, type EmailAdapter } from 'payload';
import { CaseStudies } from './lib/cms/collections/case-studies';
import { Jobs } from './lib/cms/collections/jobs';
import { Leaders } from './lib/cms/collections/leaders';
import { Media } from './lib/cms/collections/media';
import { News } from './lib/cms/collections/news';
import { Testimonials } from './lib/cms/collections/testimonials';
import { Users } from './lib/cms/collections/users';
import { cmsDatabase, cmsSecret } from './lib/cms/database';
import { MEDIA_MAX_BYTES } from './lib/cms/image-kind';

/**
 * Payload CMS, inside this Next app: the editor at /admin (app/(payload)), its REST API at
 * /cms-api, the content the company edits in SQLite under DATA_DIR or in Postgres (lib/cms).
 */
const root = dirname(fileURLToPath(import.meta.url));

/**
 * The editor sends no e-mail: nobody signs up on the web and passwords are not reset by e-mail
 * (lib/cms/editor-guard.ts closes both; an admin sets a new one, or `npm run admin:create`). So no
 * reset link can end up in a log either.
 */
const noEmail: EmailAdapter = () => ({
  name: 'none',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: 'Editor',
  sendEmail: async () => {
    throw new Error('The editor sends no e-mail.');
  },
});

export default buildConfig({
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' | Acme Technologies editor', robots: 'noindex, nofollow' },
    importMap: { baseDir: root },
    dateFormat: 'd MMM yyyy',
    // Payload's default is a Gravatar image from another site, which the CSP (rightly) blocks.
    avatar: 'default',
  },
  collections: [Jobs, News, Leaders, Testimonials, CaseStudies, Media, Users],
  db: cmsDatabase(),
  secret: cmsSecret(),
  graphQL: { disable: true },
  telemetry: false,
  email: noEmail,
  upload: { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 50 } },
  // Written by `npx payload generate:types` after a schema change, never at start-up.
  typescript: { outputFile: join(root, 'lib', 'cms', 'payload-types.ts'), autoGenerate: false },
});
