import PrivacyPolicyHindi from '@/content/privacy/privacy-policy.hi.mdx';
import { privacyPolicyMetadata, PrivacyPolicyPage } from '../privacy-policy-page';

export const metadata = privacyPolicyMetadata('hi');

export default function HindiPrivacyPage() {
  return <PrivacyPolicyPage lang="hi" Document={PrivacyPolicyHindi} />;
}
