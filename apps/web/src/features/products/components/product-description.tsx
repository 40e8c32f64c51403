import { DESCRIPTION_COLLAPSE_LENGTH, PRODUCT_LABELS, truncate } from '@shop/shared';
import { useId, useState } from 'react';

/** The description collapses after 60 characters with Show More / Show Less (the original behaviour). */
export function ProductDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const collapsible = text.length > DESCRIPTION_COLLAPSE_LENGTH;
  return (
    <div>
      <p id={id} className="text-slate-700">
        {collapsible && !expanded ? truncate(text, DESCRIPTION_COLLAPSE_LENGTH) : text}
      </p>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 min-h-11 font-semibold text-blue-700 hover:underline"
        >
          {expanded ? PRODUCT_LABELS.showLess : PRODUCT_LABELS.showMore}
        </button>
      )}
    </div>
  );
}
