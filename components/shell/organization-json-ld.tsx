import { JsonLd } from '@/components/ui/json-ld';
import { organizationData } from '@/lib/structured-data';

/**
 * The company's full Organization node: on the home page, as search engines recommend, and on the
 * pages whose own nodes refer to it by its `@id` alone (the office on /contact, each service). The
 * job, article and profile pages name it inline (organizationSummary); the other pages do without
 * it, so each page's HTML stays smaller (on /about/team it decides whether the page fits the first
 * round trip of a new connection).
 */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationData()} />;
}
