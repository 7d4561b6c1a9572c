import { privacyPolicy } from '@/content/legal';
import { legalDescription } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';
import { LegalDocumentPage } from '../legal-document';

export const metadata = pageMetadata({
  title: privacyPolicy.title,
  description: legalDescription(privacyPolicy),
  path: '/privacy',
});

export default function PrivacyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
