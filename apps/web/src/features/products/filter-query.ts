import {
  BRANDS,
  CATEGORIES,
  PRODUCT_SORTS,
  type ProductSort,
  SEARCH_TEXT_MAX_LENGTH,
  SOUND_SYSTEM_OPTIONS,
  SUBCATEGORIES,
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
}

export type FilterField = Exclude<keyof ProductFilters, 'sort' | 'q'>;

export const FILTER_OPTIONS: Record<FilterField, readonly string[]> = {
  category: CATEGORIES,
  subcategory: SUBCATEGORIES,
  brand: BRANDS,
  sound: SOUND_SYSTEM_OPTIONS,
};

export const FILTER_FIELDS = Object.keys(FILTER_OPTIONS) as FilterField[];

/** Reads the filters from a query string, dropping values the shop does not know. */
export function parseFilters(search: URLSearchParams): ProductFilters {
  const pick = (field: FilterField) => {
    const known = FILTER_OPTIONS[field];
    return [...new Set(search.getAll(field))].filter((value) => known.includes(value));
  };
  const sort = search.get('sort');
  // The list call refuses a longer search; cut here so a pasted paragraph still searches.
  const q = (search.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  return {
    ...(q ? { q } : {}),
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
  if (filters.sort && filters.sort !== 'default') search.set('sort', filters.sort);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The filters with one checkbox flipped, keeping the list order of the shop's options. */
export function toggleFilter(filters: ProductFilters, field: FilterField, value: string): ProductFilters {
  const chosen = new Set(filters[field]);
  if (chosen.has(value)) chosen.delete(value);
  else chosen.add(value);
  return { ...filters, [field]: FILTER_OPTIONS[field].filter((option) => chosen.has(option)) };
}
