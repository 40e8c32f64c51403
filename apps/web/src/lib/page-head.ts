import type { Product } from '@shop/shared';
import { createContext } from 'react';

/**
 * What a server render learns about its page for the document around it: the head's title and
 * description, the HTTP status, and the product a product page shows (for its Open Graph and
 * JSON-LD). The server fills one per request; in the browser there is none.
 */
export interface PageHead {
  title?: string;
  description?: string;
  status: number;
  product?: Product;
}

export const PageHeadContext = createContext<PageHead | null>(null);

export const createPageHead = (): PageHead => ({ status: 200 });
