import { FAQS, PAGE_META } from '@shop/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { FaqAccordion } from '../components/faq-accordion';

export default function FaqsPage() {
  usePageMeta(PAGE_META.faqs.title, PAGE_META.faqs.description);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">{PAGE_META.faqs.title}</h1>
      <FaqAccordion faqs={FAQS} />
    </div>
  );
}
