import {
  type ProductFlag,
  type ProductListResponse,
  type ProductSort,
  productListResponseSchema,
} from '@shop/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest, type Parsed, toQueryString } from '../../../lib/api-client';

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
}

export function getProducts(
  parameters: ProductListParameters,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  const query = toQueryString({
    ...parameters,
    sort: parameters.sort === 'default' ? undefined : parameters.sort,
  });
  return apiRequest<Parsed<typeof productListResponseSchema>>(
    `/api/product/list${query}`,
    import.meta.env.DEV ? productListResponseSchema : undefined,
    { signal },
  );
}

export const productListQueryOptions = (parameters: ProductListParameters) =>
  queryOptions({
    queryKey: ['products', 'list', parameters],
    queryFn: ({ signal }) => getProducts(parameters, signal),
  });

export function useProducts(parameters: ProductListParameters) {
  return useQuery(productListQueryOptions(parameters));
}

/** Pages of `limit` products for "Load more"; the next page exists while fewer than total are shown. */
export const productPagesQueryOptions = (parameters: Omit<ProductListParameters, 'page'>) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', parameters],
    queryFn: ({ pageParam, signal }) => getProducts({ ...parameters, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.products.length, 0);
      return lastPage.total !== undefined && shown < lastPage.total && lastPage.products.length > 0
        ? pages.length + 1
        : undefined;
    },
  });

export function useProductPages(parameters: Omit<ProductListParameters, 'page'>) {
  return useInfiniteQuery(productPagesQueryOptions(parameters));
}
