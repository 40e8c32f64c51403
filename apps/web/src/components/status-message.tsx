import { LISTING_LABELS } from '@shop/shared';

/** The spec's empty text, such as "No products available." */
export function EmptyMessage({ text }: { text: string }) {
  return <p className="rounded-md bg-slate-50 px-4 py-8 text-center text-slate-600">{text}</p>;
}

/** A failed load: the spec's text and a Retry button that asks again. */
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

/** Placeholder cards while products load, so the page does not jump when they arrive. */
export function LoadingCards({ count }: { count: number }) {
  return (
    <div
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      role="status"
      aria-label={LISTING_LABELS.loading}
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="aspect-[3/4] animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
