import type { ProductFlag, ProductSort } from '@shop/shared';

/** The list endpoint's parameters; every screen asks only for what it shows. */
export interface ProductListParameters {
  page?: number;
  limit?: number;
  q?: string;
  category?: readonly string[];
  subcategory?: readonly string[];
  brand?: readonly string[];
  sound?: readonly string[];
  maxPrice?: number;
  minPrice?: number;
  sort?: ProductSort;
  flag?: ProductFlag;
  exclude?: number;
  /** Products with a unit at this branch. */
  branch?: number;
}
