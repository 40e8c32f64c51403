/** The storefront's pages that need no account, in the order the sitemap lists them. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/products',
  '/low_price',
  '/new_products',
  '/about',
  '/contacts',
  '/faqs',
  '/privacy',
  '/term',
  '/warranty',
] as const;

export const productPagePath = (id: number) => `/singleProducts/${id}`;
