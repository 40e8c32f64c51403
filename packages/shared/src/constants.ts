/** Business constants (docs/product/selling-rules.md#constants), and the limits we add on top of them. */
export const CURRENCY = 'GHS';

// One figure for the filter and its label (docs/product.md#departures, departure 1).
export const LOW_PRICE_THRESHOLD = 400;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_POSITION = 'top-right';
export const TOAST_HOTKEY = 'Alt+T';

export const CAROUSEL_INTERVAL_MS = 5000;
export const STRIP_SIZE = 8;
export const COLLECTION_SIZE = 12;
export const FIRST_CAROUSEL_HERO_COUNT = 12;
/** Heroes 3 to 5 (one-based), as a zero-based slice. */
export const SECOND_CAROUSEL_SLICE = { start: 2, end: 5 } as const;
export const RELATED_PRODUCT_COUNT = 5;

export const TRUNCATE_SHORT = 10;
export const TRUNCATE_LONG = 60;
export const DESCRIPTION_COLLAPSE_LENGTH = 60;

export const NEWSLETTER_CONFIRMATION_DELAY_MS = 1000;
export const SEARCH_DEBOUNCE_MS = 250;

export const RETURN_WINDOW_DAYS = 7;
export const REFUND_BUSINESS_DAYS = '5-7';
export const PROCESSING_HOURS = '24-48';
export const SUPPORT_HOURS = '9 AM-5 PM GMT';
export const STORE_HOURS = {
  weekdays: '8:00-6:00',
  saturdays: '9:00-3:00',
} as const;

/** Payment amounts go to the provider in minor units (pesewas). */
export const MINOR_UNITS_PER_CEDI = 100;

export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;
export const LOW_STOCK_THRESHOLD = 5;

export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const AUTH_RATE_LIMIT_PER_MINUTE = 10;

export const DELIVERY_FEE_MAX = 1000;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PAYMENT_METHOD_LABEL = 'Pay with MOMO';

// Order status and payment state, each with its table of moves.
export * from './order-states';

export const SHOP_NAME = 'Kwik Tech Ghana';
export const DEFAULT_HERO_CTA = 'Learn More';
export const DEFAULT_ADMIN_SITE_URL = '/admin';

/** How long a pending order holds its stock before the sweeper releases it (CHECKOUT_HOLD_MINUTES). */
export const CHECKOUT_HOLD_MINUTES_DEFAULT = 15;
