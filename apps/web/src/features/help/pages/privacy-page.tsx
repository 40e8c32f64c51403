import { MY_DATA_PRIVACY_SECTION, PAGE_META, privacyPolicyOf } from '@shop/shared';
import { policyFactsQueryOptions, usePolicyFacts } from '../../../api/store-info/get-policy-facts';
import type { PageDataLoader } from '../../../lib/page-data';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PolicyDocumentView } from '../components/policy-document';

/** Names the seller and its Data Protection Commission number from the settings (Act 843, decision 0070). */
export const loadPageData: PageDataLoader = ({ queryClient }) =>
  queryClient.prefetchQuery(policyFactsQueryOptions());

export default function PrivacyPage() {
  usePageMeta(PAGE_META.privacy.title, PAGE_META.privacy.description);
  const facts = usePolicyFacts();
  const policy = privacyPolicyOf(facts.data);
  // The shopper's own download and erasure on /profile (decision 0071), after the policy's sections.
  const sections = [...policy.sections, MY_DATA_PRIVACY_SECTION];
  return <PolicyDocumentView document={{ ...policy, sections }} />;
}
