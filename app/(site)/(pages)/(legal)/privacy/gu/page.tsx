import PrivacyPolicyGujarati from '@/content/privacy/privacy-policy.gu.mdx';
import { PrivacyPolicyPage, privacyPolicyMetadata } from '../privacy-policy-page';

export const metadata = privacyPolicyMetadata('gu');

export default function GujaratiPrivacyPage() {
  return <PrivacyPolicyPage lang="gu" Document={PrivacyPolicyGujarati} />;
}
