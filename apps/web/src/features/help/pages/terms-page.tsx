import { PAGE_META, TERMS_AND_CONDITIONS } from '@shop/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PolicyDocumentView } from '../components/policy-document';

export default function TermsPage() {
  usePageMeta(PAGE_META.terms.title, PAGE_META.terms.description);
  return <PolicyDocumentView document={TERMS_AND_CONDITIONS} />;
}
