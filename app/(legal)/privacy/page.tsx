import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { LegalPage } from '../legal-page';
import PrivacyPolicy from './privacy-policy.mdx';

const title = 'Privacy Policy';

export const metadata = pageMetadata({
  title,
  description: `How ${site.name} collects, uses, stores and protects personal data from enquiries, job applications and visits to our website, and your rights.`,
  path: '/privacy',
});

export default function PrivacyPage() {
  return (
    <LegalPage title={title} path="/privacy" lastUpdated="2026-11-21" Document={PrivacyPolicy} />
  );
}
