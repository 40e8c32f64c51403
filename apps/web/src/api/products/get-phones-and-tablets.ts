import { type Product, STRIP_SIZE } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProducts } from './get-products';
import { type ProductCardData, toProductCard } from './product-cards';
import { productKeys } from './product-keys';

/**
 * The home's Phone and Tablets strip is "category Phone or subcategory Tablet"
 * (docs/product/storefront.md#home). The list endpoint ANDs different fields, so this asks twice, each for at most
 * the strip's size, and merges the answers in catalogue order, as cards (product-cards.ts).
 */
export async function getPhonesAndTablets(signal?: AbortSignal): Promise<ProductCardData[]> {
  const [phones, tablets] = await Promise.all([
    getProducts({ category: ['Phone'], limit: STRIP_SIZE }, signal),
    getProducts({ subcategory: ['Tablet'], limit: STRIP_SIZE }, signal),
  ]);
  const byId = new Map<number, Product>();
  for (const product of [...phones.products, ...tablets.products]) byId.set(product.id, product);
  return [...byId.values()]
    .sort((first, second) => first.id - second.id)
    .slice(0, STRIP_SIZE)
    .map(toProductCard);
}

export const phonesAndTabletsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.phonesAndTablets(),
    queryFn: ({ signal }) => getPhonesAndTablets(signal),
  });

export function usePhonesAndTablets() {
  return useQuery(phonesAndTabletsQueryOptions());
}
