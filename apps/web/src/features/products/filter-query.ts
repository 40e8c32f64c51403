import {
  type CatalogueLists,
  PRODUCT_SORTS,
  type ProductSort,
  SEARCH_TEXT_MAX_LENGTH,
  SOUND_SYSTEM_OPTIONS,
} from '@shop/shared';

/** The choices of /new_products, kept in the URL so a filtered view can be shared and reloaded. */
export interface ProductFilters {
  category: string[];
  subcategory: string[];
  brand: string[];
  sound: string[];
  sort: ProductSort;
  /** The search's words on /products?q=, kept by every sort and filter change. */
  q?: string;
  /** "Available at": a pickup branch's id, products with a unit there (docs/product/branches.md). */
  branch?: number;
}

export type FilterField = Exclude<keyof ProductFilters, 'sort' | 'q' | 'branch'>;

/** The choices of each filter, in the order the shop keeps them. */
export type FilterOptions = Record<FilterField, readonly string[]>;

export const FILTER_FIELDS: FilterField[] = ['category', 'subcategory', 'brand', 'sound'];

/**
 * The filters' choices: the brands, categories and subcategories staff keep (GET
 * /api/catalogue/lists, decision 0053) and the sound systems the shop's code knows.
 */
export function filterOptionsOf(lists: CatalogueLists): FilterOptions {
  return {
    category: lists.categories.map((category) => category.name),
    subcategory: lists.subcategories,
    brand: lists.brands,
    sound: SOUND_SYSTEM_OPTIONS,
  };
}

/** `?branch=3`: a branch's id, or nothing for a value that is not one. */
function branchOf(search: URLSearchParams, branchIds?: readonly number[]): number | undefined {
  const text = search.get('branch') ?? '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && (!branchIds || branchIds.includes(id)) ? id : undefined;
}

/**
 * Reads the filters from a query string, dropping values the shop does not know (the list
 * call refuses them). Until the lists have arrived, `options` is absent and values stay; the
 * same for the pickup branches' ids, `branchIds`.
 */
export function parseFilters(
  search: URLSearchParams,
  options?: FilterOptions,
  branchIds?: readonly number[],
): ProductFilters {
  const pick = (field: FilterField) => {
    const values = [...new Set(search.getAll(field))];
    const known = field === 'sound' ? SOUND_SYSTEM_OPTIONS : options?.[field];
    return known ? values.filter((value) => known.includes(value)) : values;
  };
  const sort = search.get('sort');
  // The list call refuses a longer search; cut here so a pasted paragraph still searches.
  const q = (search.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  const branch = branchOf(search, branchIds);
  return {
    ...(q ? { q } : {}),
    ...(branch ? { branch } : {}),
    category: pick('category'),
    subcategory: pick('subcategory'),
    brand: pick('brand'),
    sound: pick('sound'),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : 'default',
  };
}

/** `?q=galaxy&category=Phone&brand=HP&sort=price_asc`; the default sort and empty fields are left out. */
export function filterSearchString(filters: Partial<ProductFilters>): string {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  for (const field of FILTER_FIELDS) for (const value of filters[field] ?? []) search.append(field, value);
  if (filters.branch) search.set('branch', String(filters.branch));
  if (filters.sort && filters.sort !== 'default') search.set('sort', filters.sort);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The filters with one checkbox flipped, keeping the list order of the shop's options. */
export function toggleFilter(
  filters: ProductFilters,
  field: FilterField,
  value: string,
  options: FilterOptions,
): ProductFilters {
  const chosen = new Set(filters[field]);
  if (chosen.has(value)) chosen.delete(value);
  else chosen.add(value);
  return { ...filters, [field]: options[field].filter((option) => chosen.has(option)) };
}
