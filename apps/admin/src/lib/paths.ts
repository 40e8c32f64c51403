/** Every route of the admin site, relative to the router's basename `/admin`. */
export const paths = {
  signIn: '/sign-in',
  resetPassword: '/reset-password',
  dashboard: '/',
  products: '/products',
  newProduct: '/products/new',
  catalogueTransfer: '/products/import',
  editProduct: (id: number | string) => `/products/${id}`,
  /** Brands, categories and subcategories staff keep (decision 0053). */
  catalogueLists: '/catalogue-lists',
  heroes: '/heroes',
  deliveryFees: '/delivery-fees',
  storeInfo: '/store-info',
  /** VAT registration, TIN and rates (decision 0061). */
  taxSettings: '/tax-settings',
  /** Who sells, as the law asks the shop to show it (decision 0070). */
  sellerDetails: '/seller-details',
  /** The shops the business sells from and the one that fills delivery orders (decision 0067). */
  branches: '/branches',
  /** Every move of stock between branches (decision 0068). */
  stockTransfers: '/stock-transfers',
  /** Discount codes, automatic promotions and sales by category or brand (decision 0062). */
  promotions: '/promotions',
  orders: '/orders',
  order: (id: string) => `/orders/${id}`,
  /** Returns and warranty claims, their queue and one request (decision 0063). */
  returns: '/returns',
  returnRequest: (id: number | string) => `/returns/${id}`,
  returnSettings: '/return-settings',
  /** Buyers' reviews: staff publish, reject and answer them (decision 0064). */
  reviews: '/reviews',
  customers: '/customers',
  messages: '/messages',
  subscribers: '/subscribers',
  outbox: '/outbox',
  /** Every admin write: who, when, what, before and after (decision 0072). */
  auditLog: '/audit-log',
  /** The staff member's own two-step sign-in: set-up, recovery codes, off (decision 0073). */
  twoStep: '/two-step',
  /** The owner's rule: two-step sign-in required of every staff account (decision 0073). */
  staffSecurity: '/staff-security',
  /** A day's delivery run: `?date=YYYY-MM-DD`, today without it. */
  deliveryRun: '/delivery-run',
} as const;

export const ROUTER_BASENAME = '/admin';
