import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite';
import { seedContent } from '../../seed';

/** The content the site opened with, published (lib/cms/seed): once per database. */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await seedContent(payload, req);
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  for (const collection of ['jobs', 'news', 'leaders', 'testimonials', 'case-studies'] as const)
    await payload.delete({ collection, req, where: {}, context: { disableRevalidate: true } });
}
