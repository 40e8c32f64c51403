/** More words than a product name has add nothing but work. */
const MAX_WORDS = 8;
/** Longer than any word of a product name; a longer one finds nothing anyway. */
const MAX_WORD_LENGTH = 40;

/**
 * The words of a search as products' `search_text` holds them (migration 0014): lower-cased,
 * split at anything but a letter or a digit, each once. "Galaxy A15!" and "galaxy  a15" are
 * one search; a query of symbols alone has no words, and finds nothing.
 */
export function searchWords(query: string): string[] {
  const words = query
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= MAX_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** A word that may be a misspelling worth correcting: three letters or more, not a number. */
export function isCorrectable(word: string): boolean {
  return word.length >= 3 && /\p{L}/u.test(word);
}
