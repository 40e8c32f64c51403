/**
 * Words of the product variants' screens (decision 0036): the storefront's option pickers and
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

/** Words of the admin site's options and variants grid (on a product's edit page). */
export const VARIANT_GRID_TEXTS = {
  title: 'Options and variants',
  intro:
    'Up to 3 options, for example Storage and Colour. Each combination you sell is one variant, with its own SKU, price, stock and pictures.',
  newProductHint: 'Save the product first; then give it options and variants here.',
  optionName: (position: number) => `Option ${position} name`,
  optionValues: (position: number) => `Option ${position} values`,
  valuesHint: 'Separate the values with commas, for example 128GB, 256GB',
  addOption: 'Add an option',
  removeOption: (position: number) => `Remove option ${position}`,
  caption: 'Variants',
  variant: 'Variant',
  defaultVariant: 'The product (no options)',
  sku: 'SKU',
  price: 'Price (GHS)',
  stock: 'Stock',
  pictures: 'Pictures',
  skuOf: (variant: string) => `SKU of ${variant}`,
  priceOf: (variant: string) => `Price in GHS of ${variant}`,
  stockOf: (variant: string) => `Stock of ${variant}`,
  picturesOf: (variant: string) => `Pictures of ${variant}`,
  ownPictures: (count: number) => (count === 0 ? "The product's" : `${count} of its own`),
  editPictures: 'Pictures',
  choose: (variant: string) => `Choose ${variant}`,
  chooseAll: 'Choose every saved variant',
  notSavedYet: 'New',
  removeVariant: (variant: string) => `Do not sell ${variant}`,
  removeColumn: 'Take out',
  notSold: 'Combinations not sold',
  sellAgain: (variant: string) => `Sell ${variant}`,
  bulkStock: 'Stock for the chosen variants',
  setStock: (count: number) => `Set the stock of ${count} ${count === 1 ? 'variant' : 'variants'}`,
  chooseFirst: 'Choose the variants whose stock to set.',
  save: 'Save options and variants',
  saving: 'Saving...',
  /** The products list's stock cell of a product with several variants. */
  stockInVariants: (stock: number, variants: number) => `${stock} in ${variants} variants`,
  priceFromVariants: 'This product has variants: its price and stock are set in the variants grid below.',
} as const;
