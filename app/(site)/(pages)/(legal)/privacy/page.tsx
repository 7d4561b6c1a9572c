import { privacyPolicyMetadata, PrivacyPolicyPage } from './privacy-policy-page';
import PrivacyPolicy from './privacy-policy.mdx';

export const metadata = privacyPolicyMetadata('en');

export default function PrivacyPage() {
  return <PrivacyPolicyPage lang="en" Document={PrivacyPolicy} />;
}
