/**
 * Words of the product variants' screens (issue 27): the storefront's option pickers and
 * listing cards, and the admin site's options and variants grid. Imported as
 * `@shop/shared/variant-labels`, never retyped in a component.
 */
export const VARIANT_LABELS = {
  /** A card whose variants are not all one price: the lowest, already formatted. */
  fromPrice: (price: string) => `from ${price}`,
  /** What a card's colour swatches say to a screen reader. */
  colours: (names: readonly string[]) => `Colours: ${names.join(', ')}`,
  /** Swatches beyond those a card has room for. */
  moreColours: (count: number) => `+${count}`,
  /** A picker's heading: the option and the value chosen ("Colour: Blue"). */
  chosenValue: (option: string, value: string) => `${option}: ${value}`,
} as const;
