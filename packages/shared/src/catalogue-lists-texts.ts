/**
 * The words of the lists staff edit: brands, categories and subcategories (decision 0053),
 * for the server's answers and the admin site's "Brands & categories" page.
 */
export const CATALOGUE_LIST_KINDS = ['brand', 'category', 'subcategory'] as const;
export type CatalogueListKind = (typeof CATALOGUE_LIST_KINDS)[number];

/** The longest name a list holds: a menu item and a filter checkbox stay readable. */
export const CATALOGUE_LIST_NAME_MAX = 40;

const LABEL: Record<CatalogueListKind, string> = {
  brand: 'Brand',
  category: 'Category',
  subcategory: 'Subcategory',
};
const LOWER: Record<CatalogueListKind, string> = {
  brand: 'brand',
  category: 'category',
  subcategory: 'subcategory',
};
const PLURAL: Record<CatalogueListKind, string> = {
  brand: 'Brands',
  category: 'Categories',
  subcategory: 'Subcategories',
};

const products = (count: number) => (count === 1 ? '1 product' : `${count} products`);

export const CATALOGUE_LIST_MESSAGES = {
  label: (kind: CatalogueListKind) => LABEL[kind],
  created: (kind: CatalogueListKind, name: string) => `${LABEL[kind]} "${name}" added.`,
  renamed: (name: string, products: number) =>
    products > 0
      ? `Renamed to "${name}"; its ${products === 1 ? 'product shows' : `${products} products show`} the new name.`
      : `Renamed to "${name}".`,
  saved: (kind: CatalogueListKind, name: string) => `${LABEL[kind]} "${name}" saved.`,
  deleted: (kind: CatalogueListKind, name: string) => `${LABEL[kind]} "${name}" deleted.`,
  notFound: (kind: CatalogueListKind) => `That ${LOWER[kind]} no longer exists; the list has been refreshed.`,
  taken: (kind: CatalogueListKind, existing: string) =>
    `A ${LOWER[kind]} named "${existing}" already exists (names are compared without regard to capital letters).`,
  inUse: (kind: CatalogueListKind, name: string, count: number) =>
    `"${name}" is the ${LOWER[kind]} of ${products(count)} (archived ones included): give ${count === 1 ? 'it' : 'them'} another ${LOWER[kind]} first, or rename "${name}" instead.`,
  /** A product or an imported row naming a value the list lacks. */
  unknown: (kind: CatalogueListKind, value: string) =>
    `${LABEL[kind]} "${value}" is unknown: staff can add it on the admin site under Brands & categories.`,
  /** A storefront filter naming a value the list lacks (the list call answers 400, as before). */
  unknownFilter: (parameter: string, value: string) =>
    `Parameter "${parameter}" has a value the shop does not know: "${value}".`,
  chooseCategories: 'Categories: choose at least one for this subcategory.',
  unknownCategories: (names: readonly string[]) =>
    `Unknown ${names.length === 1 ? 'category' : 'categories'}: ${names.map((name) => `"${name}"`).join(', ')}.`,
};

/** The admin site's page of the three lists. */
export const CATALOGUE_LIST_TEXTS = {
  navLabel: 'Brands & categories',
  pageTitle: 'Brands & categories',
  intro:
    'The brands, categories and subcategories products are sorted by. The storefront filters and the product form offer these lists; a rename reaches every product at once.',
  heading: (kind: CatalogueListKind) => PLURAL[kind],
  newName: (kind: CatalogueListKind) => `New ${LOWER[kind]}`,
  add: (kind: CatalogueListKind) => `Add ${LOWER[kind]}`,
  name: 'Name',
  products: 'Products',
  productCount: (count: number) => products(count),
  categories: 'Categories',
  categoriesOf: (name: string) => `Categories of ${name}`,
  rename: 'Rename',
  renameOf: (name: string) => `Rename ${name}`,
  editCategories: 'Categories',
  editCategoriesOf: (name: string) => `Choose the categories of ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteOf: (name: string) => `Delete ${name}`,
  confirmDelete: (kind: CatalogueListKind, name: string) => `Delete the ${LOWER[kind]} "${name}"?`,
  confirmDeleteDetail: 'It leaves the storefront filters and the product form. Products do not use it.',
  empty: (kind: CatalogueListKind) => `No ${LOWER[kind]} yet.`,
  loadFailed: 'The lists could not be loaded. Try again.',
};
