import { termsOfUse } from '@/content/legal';
import { legalDescription } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';
import { LegalDocumentPage } from '../legal-document';

export const metadata = pageMetadata({
  title: termsOfUse.title,
  description: legalDescription(termsOfUse),
  path: '/terms',
});

export default function TermsPage() {
  return <LegalDocumentPage document={termsOfUse} />;
}
