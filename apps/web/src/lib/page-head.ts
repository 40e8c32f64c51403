import type { Product, ProductReviewsResponse } from '@shop/shared';
import { createContext } from 'react';

/**
 * What a server render learns about its page for the document around it: the head's title and
 * description, the HTTP status, and the product (and variant) a product page shows (for its
 * Open Graph and JSON-LD), with its newest reviews. The server fills one per request; in the browser there is none.
 */
export interface PageHead {
  title?: string;
  description?: string;
  status: number;
  product?: Product;
  /** The variant a product page shows (the one its URL names), for its price, picture and link. */
  variant?: Product['variants'][number];
  /** The first page of the product's published reviews, for the JSON-LD's `review` (decision 0064). */
  reviews?: ProductReviewsResponse['reviews'];
}

export const PageHeadContext = createContext<PageHead | null>(null);

export const createPageHead = (): PageHead => ({ status: 200 });
