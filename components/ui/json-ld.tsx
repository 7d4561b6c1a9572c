import type { Graph, Thing, WithContext } from 'schema-dts';

/** Each builder declares its schema-dts type (`WithContext<JobPosting>`, ...) to be checked. */
type JsonLdProps = { data: WithContext<Thing> | Graph };

/** Structured data for search engines; `<` is escaped so no value can close the script. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
