import type { Product } from '@shop/shared';
import { type ImageWidth, sizedImagePath } from '@shop/shared/image-sizes';

/**
 * The products this browser opened, newest first, for the offline page (decision 0032): it
 * lists them when a page that was never opened is asked for without a connection, and their
 * pages open from the service worker's copy. Only public catalogue facts are kept.
 */
export const VISITED_PRODUCTS_KEY = 'visited-products';
const MOST_KEPT = 24;

/** The picture width the offline page lists a visited product with (a 64 px square at up to 5x). */
export const VISITED_PICTURE_WIDTH: ImageWidth = 320;

/** The address of a visited product's picture on the offline page. */
export const visitedPicturePath = (image: string) => sizedImagePath(image, VISITED_PICTURE_WIDTH);

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
  if (visited.image) keepVisitedPicture(visited.image);
}

/**
 * Asks for the offline page's size of the product's picture while there is a connection, so the
 * service worker's picture cache holds it: the product page itself downloads another width (its
 * gallery's), and the offline page showed a broken picture for it. On the first page, before the
 * worker controls it, the picture is asked for once the worker takes over.
 */
function keepVisitedPicture(image: string): void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers || navigator.onLine === false) return;
  const keep = () => {
    fetch(visitedPicturePath(image), { priority: 'low' } as RequestInit).catch(() => {
      // No answer: the offline page draws a placeholder instead.
    });
  };
  if (workers.controller) keep();
  else workers.addEventListener('controllerchange', keep, { once: true });
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
