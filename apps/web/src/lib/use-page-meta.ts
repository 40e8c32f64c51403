import { type Product, SHOP_NAME } from '@shop/shared';
import { useContext, useEffect } from 'react';
import { PageHeadContext } from './page-head';

const documentTitle = (title: string) => (title ? `${title} | ${SHOP_NAME}` : SHOP_NAME);

/**
 * The route's title and meta description: written into the server-rendered head, and set on
 * the document when the route shows in the browser. Every page calls it, so it also marks the
 * document once the page has hydrated (`<html data-hydrated>`): the server's HTML shows at
 * once, but its buttons and forms answer only from then on, and browser tests wait for it.
 */
export function usePageMeta(title: string, description: string): void {
  const serverHead = useContext(PageHeadContext);
  if (serverHead) {
    // Rendering on the server, where effects never run; the deepest route renders last and wins.
    serverHead.title = documentTitle(title);
    serverHead.description = description;
  }
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** A page that shows "not found" answers 404 when the server renders it, so crawlers drop it. */
export function useNotFoundStatus(): void {
  const serverHead = useContext(PageHeadContext);
  if (serverHead) serverHead.status = 404;
}

/** The product (and the variant) a page shows, for the crawlers' tags of the server-rendered head. */
export function useProductHead(product: Product, variant?: Product['variants'][number]): void {
  const serverHead = useContext(PageHeadContext);
  if (serverHead) {
    serverHead.product = product;
    serverHead.variant = variant;
  }
}
