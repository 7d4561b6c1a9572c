import type { Graph, Thing, WithContext } from 'schema-dts';

/**
 * Structured data not yet typed with schema-dts: app/(site)/career/[slug]/job-posting-json-ld.tsx
 * builds its JobPosting as a plain object (its `@type` is a string). Everything else is typed; a
 * builder declares its schema-dts return type (`WithContext<JobPosting>`) to be checked.
 */
type UntypedJsonLd = { '@context': string; '@type': string };

type JsonLdProps = { data: WithContext<Thing> | Graph | UntypedJsonLd };

/** Structured data for search engines; `<` is escaped so no value can close the script. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
