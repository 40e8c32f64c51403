import { LISTING_LABELS } from '@shop/shared';

/** The first version's empty text, such as "No products available." */
export function EmptyMessage({ text }: { text: string }) {
  return <p className="rounded-md bg-slate-50 px-4 py-8 text-center text-slate-600">{text}</p>;
}

/** A failed load: the first version's text and a Retry button that asks again. */
export function ErrorMessage({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-md bg-red-50 px-4 py-8 text-center">
      <p className="text-red-800">{text}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
      >
        {LISTING_LABELS.retry}
      </button>
    </div>
  );
}
