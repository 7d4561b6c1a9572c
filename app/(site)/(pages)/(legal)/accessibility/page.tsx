import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { LegalPage } from '../legal-page';
import AccessibilityStatement from './accessibility-statement.mdx';

export const metadata = pageMetadata({
  title: 'Accessibility Statement',
  description: `How accessible the ${site.name} website is, what we know does not work well yet, how we test it, and how to report a barrier or ask for information in another format.`,
  path: '/accessibility',
});

export default function AccessibilityPage() {
  return (
    <LegalPage
      title={`Accessibility Statement for ${site.name}`}
      path="/accessibility"
      lastUpdated="2026-11-26"
      Document={AccessibilityStatement}
    />
  );
}
