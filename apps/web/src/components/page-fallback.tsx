import { SHELL_LABELS } from '@shop/shared';

/** Shown while a route's code loads; keeps the layout's height so the footer does not jump. */
export function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-slate-800" />
      <span className="sr-only">{SHELL_LABELS.routeLoading}</span>
    </div>
  );
}
