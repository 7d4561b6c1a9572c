import PrivacyPolicy from './privacy-policy.mdx';
import { PrivacyPolicyPage, privacyPolicyMetadata } from './privacy-policy-page';

export const metadata = privacyPolicyMetadata('en');

export default function PrivacyPage() {
  return <PrivacyPolicyPage lang="en" Document={PrivacyPolicy} />;
}
