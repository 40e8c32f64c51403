/**
 * A count beside a menu entry (new returns, pending reviews): the number for the eye, `label`
 * for a screen reader and as the tooltip. Nothing shows at 0 or while the count loads.
 */
export function MenuCountBadge({
  count,
  label,
  testId,
}: {
  count: number | undefined;
  label: string;
  testId: string;
}) {
  if (!count) return null;
  return (
    <span
      data-testid={testId}
      title={label}
      className="ml-auto rounded-full bg-red-600 px-2 text-xs font-semibold text-white"
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
