/**
 * What belongs together in the demo shop (decision 0036): the storage sizes and colours of one
 * phone, the configurations of one laptop, the sizes of one watch, each one product with a
 * variant per sold combination. Keyed by the product's name in demo-products.ts; a product
 * not listed here keeps its one default variant.
 */
export interface DemoVariants {
  /** In picker order. */
  options: { name: string; values: string[] }[];
  /** One per sold combination: its values in the options' order, its price in cedis and stock. */
  variants: { values: string[]; price: number; stock: number }[];
  /** The SKUs start with this, then each value: "A15-128GB-BLUE". */
  sku: string;
}

/** A colour value's hex, which draws the variant's pictures in that colour (modules/images). */
export const DEMO_COLOUR_HEX: Record<string, string> = {
  Black: '#1f2a44',
  Blue: '#3b6fb6',
  Yellow: '#e3c75a',
  Pink: '#f4c6d1',
  Green: '#b9cdb0',
  Midnight: '#2e3642',
  Starlight: '#e8dfcf',
  Silver: '#c9ccd1',
  Graphite: '#3f3f46',
  Gold: '#d9c29a',
  Brown: '#6b4f3a',
};

/**
 * Every combination of the options' values, in picker order (the first value of each first),
 * priced by `price` and stocked from `stocks` in the same order.
 */
function everyCombination(
  options: DemoVariants['options'],
  price: (values: string[]) => number,
  stocks: number[],
): DemoVariants['variants'] {
  const combinations = options.reduce<string[][]>(
    (partial, option) => partial.flatMap((values) => option.values.map((value) => [...values, value])),
    [[]],
  );
  return combinations.map((values, index) => ({ values, price: price(values), stock: stocks[index] ?? 0 }));
}

const storageAndColour = (storages: string[], colours: string[]) => [
  { name: 'Storage', values: storages },
  { name: 'Colour', values: colours },
];

export const demoVariants: Record<string, DemoVariants> = {
  // The one of the link, /singleProducts/12?storage=256GB&colour=Blue.
  'itel P55': {
    sku: 'ITELP55',
    options: storageAndColour(['128GB', '256GB'], ['Black', 'Blue']),
    variants: everyCombination(
      storageAndColour(['128GB', '256GB'], ['Black', 'Blue']),
      ([storage]) => (storage === '128GB' ? 1349 : 1599),
      [8, 7, 6, 6],
    ),
  },
  'Apple iPhone 15': {
    sku: 'IP15',
    options: storageAndColour(['128GB', '256GB'], ['Pink', 'Blue', 'Black']),
    variants: everyCombination(
      storageAndColour(['128GB', '256GB'], ['Pink', 'Blue', 'Black']),
      ([storage]) => (storage === '128GB' ? 12499 : 13999),
      [4, 3, 2, 2, 2, 1],
    ),
  },
  'HP Pavilion 15 Core i5': {
    sku: 'HPPAV15',
    options: [{ name: 'Configuration', values: ['8GB/512GB', '16GB/512GB', '16GB/1TB'] }],
    variants: [
      { values: ['8GB/512GB'], price: 9299, stock: 5 },
      { values: ['16GB/512GB'], price: 10499, stock: 7 },
      { values: ['16GB/1TB'], price: 11699, stock: 3 },
    ],
  },
  'Apple MacBook Air 13-inch M2': {
    sku: 'MBA13M2',
    options: [
      { name: 'Configuration', values: ['8GB/256GB', '16GB/512GB'] },
      { name: 'Colour', values: ['Midnight', 'Starlight', 'Silver'] },
    ],
    // The 16GB/512GB comes in Midnight and Silver only: one variant per combination sold.
    variants: [
      { values: ['8GB/256GB', 'Midnight'], price: 14499, stock: 4 },
      { values: ['8GB/256GB', 'Starlight'], price: 14499, stock: 3 },
      { values: ['8GB/256GB', 'Silver'], price: 14499, stock: 2 },
      { values: ['16GB/512GB', 'Midnight'], price: 18999, stock: 2 },
      { values: ['16GB/512GB', 'Silver'], price: 18999, stock: 1 },
    ],
  },
  'Apple Watch Series 9 GPS': {
    sku: 'AW9',
    options: [
      { name: 'Size', values: ['41mm', '45mm'] },
      { name: 'Colour', values: ['Starlight', 'Midnight', 'Pink'] },
    ],
    variants: everyCombination(
      [
        { name: 'Size', values: ['41mm', '45mm'] },
        { name: 'Colour', values: ['Starlight', 'Midnight', 'Pink'] },
      ],
      ([size]) => (size === '41mm' ? 6899 : 7499),
      [2, 2, 1, 2, 1, 1],
    ),
  },
  'Samsung Galaxy Watch6 Bluetooth': {
    sku: 'GW6',
    options: [{ name: 'Size', values: ['40mm', '44mm'] }],
    variants: [
      { values: ['40mm'], price: 3799, stock: 6 },
      { values: ['44mm'], price: 4199, stock: 4 },
    ],
  },
  'Huawei Watch GT 4': {
    sku: 'HWGT4',
    options: [{ name: 'Size', values: ['41mm', '46mm'] }],
    variants: [
      { values: ['41mm'], price: 3299, stock: 5 },
      { values: ['46mm'], price: 3499, stock: 7 },
    ],
  },
};
