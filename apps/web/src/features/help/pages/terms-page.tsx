import { PAGE_META, termsAndConditionsOf } from '@shop/shared';
import { policyFactsQueryOptions, usePolicyFacts } from '../../../api/store-info/get-policy-facts';
import type { PageDataLoader } from '../../../lib/page-data';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PolicyDocumentView } from '../components/policy-document';

/** The returns, warranty and delivery sections are written from the live settings (decision 0070). */
export const loadPageData: PageDataLoader = ({ queryClient }) =>
  queryClient.prefetchQuery(policyFactsQueryOptions());

export default function TermsPage() {
  usePageMeta(PAGE_META.terms.title, PAGE_META.terms.description);
  const facts = usePolicyFacts();
  return <PolicyDocumentView document={termsAndConditionsOf(facts.data)} />;
}
