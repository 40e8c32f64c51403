/** Every storefront route's href in one place (docs/product/storefront.md#routes). */
export const paths = {
  home: '/',
  products: '/products',
  lowPrice: '/low_price',
  newProducts: '/new_products',
  about: '/about',
  contacts: '/contacts',
  faqs: '/faqs',
  privacy: '/privacy',
  terms: '/term',
  cart: '/cart',
  login: '/login',
  resetPassword: '/reset_password',
  profile: '/profile',
  order: '/order',
  trackOrder: '/track_order',
  product: (id: number | string) => `/singleProducts/${id}`,
  /** The search's results page: the product grid searched, with sort and filters. */
  search: (text: string) => `/products?${new URLSearchParams({ q: text })}`,
} as const;
