/**
 * The address of a product's variant (decision 0036): each option's value under its name in lower
 * case, in the product's order of options (`/singleProducts/12?storage=256GB&colour=Blue`). The
 * product page reads its choice from it; the server's head, the cart and the orders link to it.
 */
export const optionKey = (name: string) => name.toLowerCase();

/** The query string of a variant's options, with its `?`; empty for a product with none. */
export function variantSearch(
  options: readonly { name: string }[],
  chosen: Readonly<Record<string, string>>,
): string {
  const search = new URLSearchParams();
  for (const option of options) {
    const value = chosen[option.name];
    if (value !== undefined) search.set(optionKey(option.name), value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
