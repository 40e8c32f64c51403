/**
 * What a product records when it is sold (decision 0061), by its category when staff give
 * nothing: phones, tablets and computers track a serial per unit; accessories carry a 6-month
 * warranty, everything else 12. The same rule migration 0025 backfilled the catalogue with.
 */

export const WARRANTY_MONTHS_MAX = 120;

const SERIAL_CATEGORIES: readonly string[] = ['Phone', 'Computer'];
const SERIAL_SUBCATEGORIES: readonly string[] = ['Tablet', 'Laptop', 'Desktop', 'Android Phone', 'iPhone'];

/** Months of warranty a product carries when staff give none: the policy pages quote these. */
export const DEFAULT_WARRANTY_MONTHS = { accessories: 6, otherProducts: 12 } as const;

export interface SerialDefaults {
  tracksSerials: boolean;
  warrantyMonths: number;
}

/** The defaults of a product in this category and subcategory. */
export function serialDefaultsOf(category: string, subcategory: string): SerialDefaults {
  return {
    tracksSerials: SERIAL_CATEGORIES.includes(category) || SERIAL_SUBCATEGORIES.includes(subcategory),
    warrantyMonths:
      category === 'Accessories'
        ? DEFAULT_WARRANTY_MONTHS.accessories
        : DEFAULT_WARRANTY_MONTHS.otherProducts,
  };
}
