import type { PromotionKind, PromotionScope } from '@shop/shared';

/**
 * The demo shop's promotions (decision 0062), so a fresh `npm start` shows a sale and has codes
 * to try: a Black Friday sale on a few phones and speakers, in a window around the day the shop
 * is seeded, two codes and an automatic free delivery. The README names the codes.
 */

const DAY_MS = 86_400_000;

/** The sale began the day before the seed and lasts two weeks, so a fresh shop is inside it. */
export const BLACK_FRIDAY_STARTS_DAYS_AGO = 1;
export const BLACK_FRIDAY_DAYS = 14;

export function blackFridayWindow(now: number): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(now - BLACK_FRIDAY_STARTS_DAYS_AGO * DAY_MS);
  return { startsAt, endsAt: new Date(startsAt.getTime() + BLACK_FRIDAY_DAYS * DAY_MS) };
}

/**
 * The products on sale and the percent off each (as the staff's "percent off" tool sets a
 * sale price). None of them is in the demo's sales (demo-sales.ts): those were paid at the
 * regular price, before the sale, and add up as they were.
 */
export const blackFridaySale: { product: string; percentOff: number }[] = [
  { product: 'Samsung Galaxy A25 5G 128GB', percentOff: 15 },
  { product: 'Infinix Note 40 Pro 256GB', percentOff: 12 },
  { product: 'Xiaomi Redmi Note 13 256GB', percentOff: 10 },
  { product: 'Apple iPhone 14 128GB', percentOff: 8 },
  { product: 'JBL Flip 6 Bluetooth Speaker', percentOff: 20 },
  { product: 'Oraimo SoundGo 3 Portable Speaker', percentOff: 25 },
  { product: 'JBL PartyBox 110 Party Speaker', percentOff: 15 },
];

export interface DemoPromotion {
  /** Null: automatic, without a code. */
  code: string | null;
  description: string;
  kind: PromotionKind;
  percent?: number;
  minimumSubtotal?: number;
  scope?: PromotionScope;
  /** Whether it lasts as long as the Black Friday sale (otherwise it has no dates). */
  withTheSale?: boolean;
  totalUses?: number;
  usesPerCustomer?: number;
  firstOrderOnly?: boolean;
}

export const WELCOME_CODE = 'WELCOME5';
export const BLACK_FRIDAY_CODE = 'BLACKFRIDAY';

export const demoPromotions: DemoPromotion[] = [
  {
    code: WELCOME_CODE,
    description: '5 % off your first order',
    kind: 'percent',
    percent: 5,
    firstOrderOnly: true,
  },
  {
    code: BLACK_FRIDAY_CODE,
    // The demo's Phone category holds its phones and tablets.
    description: 'Black Friday: 10 % off phones and tablets',
    kind: 'percent',
    percent: 10,
    scope: { categories: ['Phone'], brands: [], productIds: [] },
    withTheSale: true,
    totalUses: 500,
    usesPerCustomer: 1,
  },
  {
    code: null,
    description: 'Free delivery over GHS 2,000',
    kind: 'free-delivery',
    minimumSubtotal: 2_000,
  },
];
