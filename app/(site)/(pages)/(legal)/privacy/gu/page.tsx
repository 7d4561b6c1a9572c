import PrivacyPolicyGujarati from '@/content/privacy/privacy-policy.gu.mdx';
import { privacyPolicyMetadata, PrivacyPolicyPage } from '../privacy-policy-page';

export const metadata = privacyPolicyMetadata('gu');

export default function GujaratiPrivacyPage() {
  return <PrivacyPolicyPage lang="gu" Document={PrivacyPolicyGujarati} />;
}
