/**
 * A few phones the demo shop has already sold, so the order pages, the admin site and the
 * public warranty check (/warranty, decision 0061) show serials on a fresh `npm start`. The
 * IMEIs are made up, each 15 digits passing the Luhn check; the README names the first one.
 */

/** A demo shopper's account and the address their orders went to. */
export interface DemoBuyer {
  name: string;
  firstName: string;
  lastName: string;
  /** Always @example.com: mail to it goes nowhere. */
  email: string;
  /** E.164. */
  phone: string;
  street: string;
  /** One of the demo's delivery cities (demo-delivery-fees.ts): its fee is the order's. */
  city: string;
  state: string;
}

/** The demo buyer: no password is set, so only a password reset (through the demo mailbox) opens the account. */
export const demoBuyer: DemoBuyer = {
  name: 'Abena Asante',
  firstName: 'Abena',
  lastName: 'Asante',
  email: 'abena.asante@example.com',
  phone: '+233201234567',
  street: '14 Ring Road East',
  city: 'Accra',
  state: 'Greater Accra',
};

/** The serial the README offers to try at /warranty: a phone delivered and under warranty. */
export const DEMO_WARRANTY_SERIAL = '356938035643809';

export interface DemoSale {
  /** A demo product's name, and the variant's option values where the product has a grid. */
  lines: { product: string; options?: Record<string, string>; quantity: number; serials: string[] }[];
  status: 'In Transit' | 'Delivered';
  /** Days before the seed that the order was placed, and that it left the shop (In Truck). */
  placedDaysAgo: number;
  leftShopDaysAgo: number;
  /** Delivered: days before the seed it reached the buyer (the day it left the shop when not given). */
  deliveredDaysAgo?: number;
}

export const demoSales: DemoSale[] = [
  {
    lines: [
      { product: 'Samsung Galaxy A15 128GB', quantity: 1, serials: [DEMO_WARRANTY_SERIAL] },
      { product: 'Oraimo USB-C to USB-C 60W Cable 1m', quantity: 1, serials: [] },
    ],
    status: 'Delivered',
    placedDaysAgo: 42,
    leftShopDaysAgo: 41,
  },
  {
    lines: [
      {
        product: 'Apple iPhone 15',
        options: { Storage: '256GB', Colour: 'Blue' },
        quantity: 1,
        serials: ['352096112458734'],
      },
    ],
    status: 'Delivered',
    placedDaysAgo: 200,
    leftShopDaysAgo: 199,
  },
  {
    lines: [
      { product: 'Tecno Spark 20 Pro 256GB', quantity: 2, serials: ['354891103722652', '352018740965310'] },
    ],
    status: 'In Transit',
    placedDaysAgo: 2,
    leftShopDaysAgo: 1,
  },
];
