/** A copy of `items` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  const [moved] = copy.splice(from, 1) as [T];
  copy.splice(target, 0, moved);
  return copy;
}
