import type { Faq } from '@shop/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

/** One answer open at a time (docs/product/storefront.md#routes); each question is a button with aria-expanded. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {faqs.map((faq, index) => {
        const expanded = open === index;
        const buttonId = `${id}-question-${index}`;
        const panelId = `${id}-answer-${index}`;
        return (
          <li key={faq.question}>
            <h2>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold hover:bg-slate-50"
              >
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  size={20}
                  className={`shrink-0 transition ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-4 text-slate-700"
            >
              {faq.answer}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
