import { PAGE_META, PRIVACY_POLICY } from '@shop/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PolicyDocumentView } from '../components/policy-document';

export default function PrivacyPage() {
  usePageMeta(PAGE_META.privacy.title, PAGE_META.privacy.description);
  return <PolicyDocumentView document={PRIVACY_POLICY} />;
}
