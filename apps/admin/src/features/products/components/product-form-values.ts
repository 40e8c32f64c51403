import {
  type AdminProduct,
  type AdminProductBody,
  adminProductBodySchema,
  serialDefaultsOf,
} from '@shop/shared';

/** The form keeps numbers as typed text, so a half-typed "12." is not lost. */
export interface ProductFormValues {
  name: string;
  price: string;
  category: string;
  subcategory: string;
  brand: string;
  soundSystem: string;
  description: string;
  info: string[];
  topSelling: boolean;
  collection: boolean;
  stock: string;
  image: string[];
  /** A serial (IMEI) per unit sold, asked for when the order goes In Truck (decision 0061). */
  tracksSerials: boolean;
  warrantyMonths: string;
}

export type ProductField = keyof ProductFormValues;
export type FieldErrors = Partial<Record<ProductField | 'form', string>>;

export const emptyProductValues: ProductFormValues = {
  name: '',
  price: '',
  category: '',
  subcategory: '',
  brand: '',
  soundSystem: '',
  description: '',
  info: [],
  topSelling: false,
  collection: false,
  stock: '0',
  image: [],
  ...serialValuesOf('', ''),
};

/** The serial and warranty fields a category gives a new product (serialDefaultsOf). */
export function serialValuesOf(category: string, subcategory: string) {
  const defaults = serialDefaultsOf(category, subcategory);
  return { tracksSerials: defaults.tracksSerials, warrantyMonths: String(defaults.warrantyMonths) };
}

export function valuesFromProduct(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    price: String(product.price),
    category: product.category,
    subcategory: product.subcategory,
    brand: product.brand,
    soundSystem: product.soundSystem ?? '',
    description: product.description,
    info: product.info,
    topSelling: product.TopSellingProduct,
    collection: product.collection,
    stock: String(product.stock),
    image: product.image,
    tracksSerials: product.tracksSerials,
    warrantyMonths: String(product.warrantyMonths),
  };
}

/** An empty number box becomes undefined, so zod says "must be a number" rather than 0 slipping through. */
function numberOrUndefined(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** The wire's names for the form's fields where the first version named them otherwise. */
const WIRE_NAMES: Partial<Record<ProductField, string>> = { topSelling: 'TopSellingProduct' };
const FORM_NAMES = new Map(Object.entries(WIRE_NAMES).map(([form, wire]) => [wire, form as ProductField]));

export function bodyFromValues(values: ProductFormValues): Record<string, unknown> {
  const { topSelling, ...rest } = values;
  return {
    ...rest,
    TopSellingProduct: topSelling,
    price: numberOrUndefined(values.price),
    stock: numberOrUndefined(values.stock),
    warrantyMonths: numberOrUndefined(values.warrantyMonths),
    soundSystem: values.soundSystem || null,
    // Blank info rows are leftovers of "Add line", not content.
    info: values.info.map((line) => line.trim()).filter(Boolean),
  };
}

/** Checks with the same zod schema as the server; the first message per field is shown. */
export function validateProduct(
  values: ProductFormValues,
): { ok: true; body: AdminProductBody } | { ok: false; errors: FieldErrors } {
  const parsed = adminProductBodySchema.safeParse(bodyFromValues(values));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    const field = FORM_NAMES.get(path) ?? (path as ProductField | 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's 400 names the field first ("Price may be at most ..."): put it beside that field. */
const serverLabels: [string, ProductField][] = [
  ['Sound system', 'soundSystem'],
  ['Subcategory', 'subcategory'],
  ['Category', 'category'],
  ['TopSellingProduct', 'topSelling'],
  ['Name', 'name'],
  ['Price', 'price'],
  ['Brand', 'brand'],
  ['Description', 'description'],
  ['Each info line', 'info'],
  ['info', 'info'],
  ['collection', 'collection'],
  ['Stock', 'stock'],
  ['image', 'image'],
  ['Add at least one image', 'image'],
  ['Warranty', 'warrantyMonths'],
  ['tracksSerials', 'tracksSerials'],
];

const productFields = new Set<string>(Object.keys(emptyProductValues));

export function fieldOfServerMessage(message: string): ProductField | 'form' {
  // Messages that do not carry a label name the field by its path: `Field "image.0" ...`.
  const byPath = /^Field "([A-Za-z]+)/.exec(message)?.[1];
  const named = byPath === undefined ? undefined : (FORM_NAMES.get(byPath) ?? byPath);
  if (named && productFields.has(named)) return named as ProductField;
  const match = serverLabels.find(([label]) => message.startsWith(label));
  return match ? match[1] : 'form';
}
