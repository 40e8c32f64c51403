/**
 * Every word of promotions (decision 0062) that shoppers and staff read: sale badges, the
 * code box, the discount line, the server's refusals and the owner's Promotions page. Written
 * once; the schemas, the server and the components import them.
 */
import { WRONG_DISCOUNT_CODES_PER_QUARTER_HOUR } from './promotions';

/** What shoppers read. */
export const DISCOUNT_TEXTS = {
  /** Beside a sale price: "Save GHS 300.00". */
  save: (amount: string) => `Save ${amount}`,
  saleBadge: 'Sale',
  regularPrice: 'Regular price',
  saleEnds: (when: string) => `Sale ends ${when}`,
  codeLabel: 'Discount code',
  codePlaceholder: 'Enter a code',
  apply: 'Apply',
  applying: 'Applying…',
  remove: 'Remove code',
  /** The discount line in the cart, the order, the e-mails, the SMS and the invoice. */
  line: (code: string | null, description: string) =>
    code ? `Discount (${code}): ${description}` : description,
  freeDelivery: 'Free delivery',
  /** When the cart's code does not apply right now (under its minimum, nothing in scope). */
  applied: (code: string) => `Code ${code} applied.`,
  removed: 'Discount code removed.',
} as const;

/** The server's refusals of a code, word for word (the cart's POST, the checkout's start). */
export const DISCOUNT_MESSAGES = {
  codeRequired: 'Enter a discount code.',
  codeFormat: 'A discount code is 4 to 32 letters, digits or "-".',
  /** Unknown, switched off, or not started: nothing said about any other code. */
  unknown: 'This discount code is not valid.',
  ended: 'This discount code has ended.',
  usedUp: 'This discount code has been used up.',
  perCustomerUsed: 'You have already used this discount code.',
  firstOrderOnly: 'This discount code is for a first order only.',
  minimumSubtotal: (minimum: string) => `This discount code needs a subtotal of at least ${minimum}.`,
  nothingInScope: (what: string) => `This discount code applies only to ${what}.`,
  tooManyWrong: (seconds: number) =>
    `Too many wrong discount codes (${WRONG_DISCOUNT_CODES_PER_QUARTER_HOUR} in a quarter-hour). Try again in ${Math.ceil(seconds / 60)} minutes.`,
  /** The checkout start refused the cart's code: the shopper reads why and the cart keeps the rest. */
  checkoutRefused: (reason: string) => `${reason} Remove the code or use another to continue.`,
  noCodeInCart: 'There is no discount code in your cart.',
} as const;

/** Staff's words: the Promotions page, the sale tools and the server's answers to them. */
export const PROMOTION_ADMIN_TEXTS = {
  title: 'Promotions',
  intro:
    'Discount codes shoppers enter in the cart, and automatic promotions without a code. A code applies after sale prices and never takes a total below zero.',
  newPromotion: 'New promotion',
  code: 'Code',
  codeHint:
    '4 to 32 letters, digits or "-". Shoppers may type it in any case. Leave empty for an automatic promotion.',
  automatic: 'Automatic (no code)',
  description: 'Description shoppers read',
  kind: 'Kind',
  kinds: { percent: 'Percent off', fixed: 'Amount off', 'free-delivery': 'Free delivery' },
  percent: 'Percent off (1 to 90)',
  amount: 'Amount off (GHS)',
  minimumSubtotal: 'Minimum subtotal (GHS)',
  scope: 'Applies to',
  scopeWhole: 'The whole order',
  scopeCategories: 'Categories',
  scopeBrands: 'Brands',
  scopeProducts: 'Products',
  startsAt: 'Starts',
  endsAt: 'Ends',
  totalUses: 'Total uses (empty: no limit)',
  usesPerCustomer: 'Uses per customer (empty: no limit)',
  firstOrderOnly: 'First order only',
  enabled: 'On',
  switchOff: 'Switch off',
  switchOn: 'Switch on',
  save: 'Save promotion',
  uses: 'Uses',
  usesLeft: 'Uses left',
  discountGiven: 'Discount given',
  revenue: 'Revenue of its orders',
  exportCsv: 'Export CSV',
  noPromotions: 'No promotions yet.',
  readOnly: 'Only the owner can change promotions. You can read them here.',
  saved: 'Promotion saved.',
  switchedOff: 'Promotion switched off.',
  switchedOn: 'Promotion switched on.',
  notFound: 'Promotion not found.',
  codeTaken: 'Another promotion already has this code.',
  sales: {
    title: 'Sale prices',
    salePrice: 'Sale price (GHS)',
    startsAt: 'Sale starts',
    endsAt: 'Sale ends',
    percentOff: 'Percent off',
    target: 'Put on sale',
    targets: { product: 'This product', category: 'A category', brand: 'A brand' },
    apply: 'Start the sale',
    end: 'End the sale',
    applied: (count: number) => `${count} ${count === 1 ? 'variant is' : 'variants are'} on sale.`,
    ended: (count: number) => `${count} ${count === 1 ? 'variant is' : 'variants are'} off sale.`,
    salePriceNotBelow: 'A sale price is below the regular price.',
    saleWindowOrder: 'A sale ends after it starts.',
    nothingMatched: 'No product matches: nothing was put on sale.',
  },
  errors: {
    descriptionRequired: 'A description is required.',
    percentRange: 'Percent off is a whole number from 1 to 90.',
    amountRequired: 'An amount off is required for this kind.',
    endsAfterStarts: 'A promotion ends after it starts.',
    usesPositive: 'Uses are a whole number of 1 or more.',
    /** An edit may not take the total below the orders already placed with the promotion. */
    totalUsesBelowTaken: (taken: number) =>
      `Total uses cannot be fewer than the ${taken} ${taken === 1 ? 'order' : 'orders'} already placed with this promotion.`,
    unknownProduct: (id: string) => `No product has the id ${id}: choose the products again.`,
  },
  /** The admin site's list, form and uses of the Promotions page, and the grid's sale cells. */
  page: {
    /** Each row's buttons end with the promotion's name, read by screen readers only. */
    edit: 'Edit',
    editTitle: 'Edit promotion',
    cancel: 'Cancel',
    actions: 'Actions',
    dates: 'Dates',
    always: 'Always',
    from: (when: string) => `From ${when}`,
    until: (when: string) => `Until ${when}`,
    between: (start: string, end: string) => `${start} to ${end}`,
    noLimit: 'No limit',
    off: 'Off',
    figure: {
      percent: (percent: number) => `${percent} % off`,
      fixed: (amount: string) => `${amount} off`,
      'free-delivery': 'Free delivery',
    },
    scopeChosen: 'Chosen categories, brands or products',
    productSearch: 'Find a product by name',
    noProductFound: 'No product has this name.',
    addChoice: (name: string) => `Add ${name}`,
    removeChoice: (name: string) => `Remove ${name}`,
    usesTitle: (name: string) => `Orders that used ${name}`,
    noUses: 'No order has used it yet.',
    closeUses: 'Close',
    useColumns: {
      order: 'Order',
      email: 'Customer e-mail',
      discount: 'Discount',
      total: 'Order total',
      takenAt: 'Placed',
      givenBackAt: 'Given back',
    },
    saleValue: { category: 'Category', brand: 'Brand' },
    salePriceOf: (variant: string) => `Sale price of ${variant}`,
    saleStartsOf: (variant: string) => `Sale starts of ${variant}`,
    saleEndsOf: (variant: string) => `Sale ends of ${variant}`,
    /** Beside a sale on the grid that has ended or not started: the price shoppers pay now is the regular one. */
    saleNotOn: 'Not on now',
  },
} as const;
