import { SHOP_NAME } from '@shop/shared';
import { useEffect } from 'react';

/** Sets the document title and meta description of the route on show. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
