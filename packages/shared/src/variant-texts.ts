/**
 * What shoppers and staff read about variants (decision 0036), written once: the server answers
 * these and the screens show them as they are.
 */

/** How an option's name reads inside a sentence; others read as their name in lower case. */
const OPTION_NOUNS: Record<string, string> = {
  storage: 'storage size',
  memory: 'memory size',
  ram: 'memory size',
  color: 'colour',
};

function optionNoun(name: string): string {
  const key = name.trim().toLowerCase();
  if (OPTION_NOUNS[key]) return OPTION_NOUNS[key];
  // An abbreviation (SSD, RAM) keeps its capitals.
  return name.trim() === name.trim().toUpperCase() ? name.trim() : key;
}

/** "a", "b and c", "a, b and c". */
function listInWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The 400 of a cart call without `variantId` on a product with several variants, built from
 * the product's option names in their order: ["Storage", "Colour"] gives
 * "Please choose a storage size and colour."
 */
export function chooseOptionsMessage(optionNames: readonly string[]): string {
  const nouns = optionNames.map(optionNoun);
  if (nouns.length === 0) return 'Please choose an option.';
  const article = /^[aeiou]/i.test(nouns[0]!) ? 'an' : 'a';
  return `Please choose ${article} ${listInWords(nouns)}.`;
}

/**
 * A variant's name as a cart line, an order item, a receipt or a staff list shows it: the
 * product's name, then the values of the variant's options in the product's option order:
 * ("Samsung Galaxy A15", {Storage: "256GB", Colour: "Blue"}) gives
 * "Samsung Galaxy A15, 256GB, Blue". A default variant (no options) is the product's name.
 */
export function variantDisplayName(productName: string, options: Readonly<Record<string, string>>): string {
  return [productName, ...Object.values(options)].join(', ');
}

/** The choice alone, for a picker's summary or a staff grid: "256GB, Blue" ("" for a default variant). */
export function variantOptionsText(options: Readonly<Record<string, string>>): string {
  return Object.values(options).join(', ');
}

/** The server's answers about variants beyond the message above. */
export const VARIANT_MESSAGES = {
  variantNotFound: 'That variant of the product was not found.',
  variantOfAnotherProduct: 'That variant belongs to another product.',
  variantUnavailable: (name: string) => `${name} is no longer available.`,
  /** The single-figure product calls (PATCH .../stock) on a product with several variants. */
  useVariantsGrid: 'This product has variants: set the stock of each variant in its variants grid.',
  /** A catalogue import row that changes the price or stock of a product with several variants. */
  importVariantFigures:
    'This product has variants: its price and stock are its variants’. Change them in its variants grid.',
  variantsSaved: 'Variants saved.',
  variantStockSaved: 'Stock saved.',
  // Refusals of PUT /api/admin/products/:id/variants (the grid); each names what is wrong.
  optionNameTaken: (name: string) => `Two options are called "${name}".`,
  valueTaken: (option: string, value: string) => `${option} has the value "${value}" twice.`,
  variantNeedsOption: (sku: string, option: string) => `Variant ${sku} has no ${option}.`,
  variantUnknownOption: (sku: string, option: string) =>
    `Variant ${sku} has an option "${option}" the product does not have.`,
  variantUnknownValue: (sku: string, option: string, value: string) =>
    `Variant ${sku}: "${value}" is not one of the values of ${option}.`,
  combinationTaken: (combination: string) => `Two variants are ${combination}.`,
  skuTaken: (sku: string) => `The SKU ${sku} is already used.`,
  unknownVariantId: (id: string) => `The product has no variant ${id}.`,
  defaultNeedsNoOptions: 'A product without options has exactly one variant.',
} as const;
