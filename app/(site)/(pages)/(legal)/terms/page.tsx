import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { LegalPage } from '../legal-page';
import TermsOfUse from './terms-of-use.mdx';

const title = 'Terms of Use';

export const metadata = pageMetadata({
  title,
  description: `The terms that apply when you use the ${site.name} website, submit an enquiry or apply for a job, including acceptable use and governing law.`,
  path: '/terms',
});

export default function TermsPage() {
  return <LegalPage title={title} path="/terms" lastUpdated="2026-11-21" Document={TermsOfUse} />;
}
