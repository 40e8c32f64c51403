import { PAGE_META, privacyPolicyOf } from '@shop/shared';
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
  return <PolicyDocumentView document={privacyPolicyOf(facts.data)} />;
}
