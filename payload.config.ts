import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig } from 'payload';
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

export default buildConfig({
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' | Acme Technologies editor', robots: 'noindex, nofollow' },
    importMap: { baseDir: root },
    dateFormat: 'd MMM yyyy',
  },
  collections: [Jobs, News, Leaders, Testimonials, CaseStudies, Media, Users],
  db: cmsDatabase(),
  secret: cmsSecret(),
  graphQL: { disable: true },
  telemetry: false,
  upload: { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 50 } },
  typescript: { outputFile: join(root, 'lib', 'cms', 'payload-types.ts') },
});
