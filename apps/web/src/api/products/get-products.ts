import { type ProductListResponse, productListResponseSchema } from '@shop/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { toProductCard } from './product-cards';
import { productKeys } from './product-keys';
import type { ProductListParameters } from './product-list-parameters';

/** GET /api/product/list with paging, search, filters and sort (docs/product/api.md#catalogue-and-shop-content). */
export function getProducts(
  parameters: ProductListParameters,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  return apiRequest<ProductListResponse>('/api/product/list', {
    // The default sort is the catalogue's order: the server needs no parameter for it.
    query: { ...parameters, sort: parameters.sort === 'default' ? undefined : parameters.sort },
    schema: import.meta.env.DEV ? productListResponseSchema : undefined,
    signal,
  });
}

/** A page of the list as cards (product-cards.ts): what the strips and related products show. */
export const productCardsQueryOptions = (parameters: ProductListParameters) =>
  queryOptions({
    queryKey: productKeys.cards(parameters),
    queryFn: async ({ signal }) => {
      const { products, ...rest } = await getProducts(parameters, signal);
      return { ...rest, products: products.map(toProductCard) };
    },
  });

export function useProductCards(parameters: ProductListParameters) {
  return useQuery(productCardsQueryOptions(parameters));
}

/** Pages of `limit` products for "Load more"; the next page exists while fewer than total are shown. */
export const productPagesQueryOptions = (parameters: Omit<ProductListParameters, 'page'>) =>
  infiniteQueryOptions({
    queryKey: productKeys.pages(parameters),
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
