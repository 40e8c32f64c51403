/**
 * The same question asked in different words gets one key: parameters in any order, a
 * repeated parameter's values in any order, and the text search in any case (the search
 * ignores case) all give the answer they would give in one canonical spelling.
 * `defaults` fills in what an absent parameter means, so `?limit=24` and `?page=1&limit=24`
 * share a key when 24 and 1 are the defaults.
 */
export function normalisedQueryKey(
  query: Record<string, unknown>,
  { defaults = {}, caseless = [] }: { defaults?: Record<string, unknown>; caseless?: readonly string[] } = {},
): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  // No parameter at all can mean something of its own (the whole product list).
  if (entries.length === 0) return '';
  const filled = new Map<string, unknown>(Object.entries(defaults));
  for (const [name, value] of entries) filled.set(name, value);
  const parts: string[] = [];
  for (const name of [...filled.keys()].sort()) {
    const value = filled.get(name);
    const text = (item: unknown) => {
      const spelled = String(item);
      return caseless.includes(name) ? spelled.toLowerCase() : spelled;
    };
    const values = Array.isArray(value) ? [...new Set(value.map(text))].sort() : [text(value)];
    parts.push(`${encodeURIComponent(name)}=${values.map(encodeURIComponent).join(',')}`);
  }
  return parts.join('&');
}
