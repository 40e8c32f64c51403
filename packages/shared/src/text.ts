/** Cuts a name to `length` characters and marks the cut with an ellipsis (SPEC.md section 5). */
export function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}...`;
}
