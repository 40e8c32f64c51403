import type { Product } from '@shop/shared';

/**
 * The products this browser opened, newest first, for the offline page (decision 0032): it
 * lists them when a page that was never opened is asked for without a connection, and their
 * pages open from the service worker's copy. Only public catalogue facts are kept.
 */
export const VISITED_PRODUCTS_KEY = 'visited-products';
const MOST_KEPT = 24;

export interface VisitedProduct {
  id: number;
  name: string;
  price: number;
  image: string;
}

export function readVisitedProducts(): VisitedProduct[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(VISITED_PRODUCTS_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as VisitedProduct[]) : [];
  } catch {
    // Storage refused, or not ours to read.
    return [];
  }
}

export function rememberVisitedProduct(product: Pick<Product, 'id' | 'name' | 'price' | 'image'>): void {
  const visited: VisitedProduct = {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.image[0] ?? '',
  };
  const others = readVisitedProducts().filter((candidate) => candidate.id !== product.id);
  try {
    window.localStorage.setItem(
      VISITED_PRODUCTS_KEY,
      JSON.stringify([visited, ...others].slice(0, MOST_KEPT)),
    );
  } catch {
    // Storage refused or full: the offline page lists fewer products.
  }
}

/**
 * Forgets the list when a session ends (decision 0047): on a phone shared in a family or a
 * shop, the offline page would otherwise show the next person what the last one looked at.
 */
export function forgetVisitedProducts(): void {
  try {
    window.localStorage.removeItem(VISITED_PRODUCTS_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
