import {
  BRANDS,
  CATEGORIES,
  type Category,
  DEFAULT_HERO_CTA,
  DELIVERY_FEE_MAX,
  LOW_PRICE_THRESHOLD,
  LOW_STOCK_THRESHOLD,
  PROCESSING_HOURS,
  payOnDeliverySettingsSchema,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHOP_NAME,
  SOUND_SYSTEM_OPTIONS,
  type SoundSystemOption,
  STORE_HOURS,
  SUBCATEGORIES,
  SUPPORT_HOURS,
  type Subcategory,
  storeInfoSchema,
} from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { HERO_THEMES } from '../modules/images';
import { demoDeliveryFees } from './demo-delivery-fees';
import { demoHeroes } from './demo-heroes';
import { demoPayOnDelivery } from './demo-payment-settings';
import { type DemoProduct, demoProducts } from './demo-products';
import { demoStoreInfo } from './demo-store-info';

/** Where each subcategory may be filed, so that category pages never show strangers. */
const CATEGORIES_OF_SUBCATEGORY: Record<Subcategory, readonly Category[]> = {
  'Android Phone': ['Phone'],
  iPhone: ['Phone'],
  Tablet: ['Phone'],
  Laptop: ['Computer'],
  Desktop: ['Computer'],
  Monitor: ['Computer'],
  Keyboard: ['Computer', 'Accessories'],
  Mouse: ['Computer', 'Accessories'],
  Headphones: ['Electronics', 'Accessories'],
  Earbuds: ['Electronics', 'Accessories'],
  Speaker: ['Electronics', 'Accessories'],
  Soundbar: ['Electronics', 'Accessories'],
  Charger: ['Power'],
  'Power Bank': ['Power'],
  Cable: ['Accessories', 'Networking'],
  'Phone Case': ['Accessories'],
  Router: ['Networking'],
  Smartwatch: ['Wearables'],
  'Fitness Band': ['Wearables'],
  Camera: ['Electronics'],
  Television: ['Electronics'],
  UPS: ['Power'],
  Console: ['Gaming'],
  Gamepad: ['Gaming'],
};

const SOUND_OPTIONS_OF_SUBCATEGORY: Partial<Record<Subcategory, readonly SoundSystemOption[]>> = {
  Earbuds: ['Wireless Earbuds'],
  Headphones: ['Over-Ear Headphones'],
  Soundbar: ['Soundbar', 'Home Theatre'],
  Speaker: [
    'Bluetooth Speaker',
    'Portable Speaker',
    'Party Speaker',
    'Smart Speaker',
    'Bookshelf Speaker',
    'Subwoofer',
    'Home Theatre',
    'Hi-Fi System',
  ],
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/;
const FILTER_KEYS = ['category', 'subcategory', 'brand', 'sound'] as const;
const FILTER_VALUES: Record<(typeof FILTER_KEYS)[number], readonly string[]> = {
  category: CATEGORIES,
  subcategory: SUBCATEGORIES,
  brand: BRANDS,
  sound: SOUND_SYSTEM_OPTIONS,
};
const PRODUCT_FIELD_OF_FILTER = {
  category: 'category',
  subcategory: 'subcategory',
  brand: 'brand',
  sound: 'soundSystem',
} as const satisfies Record<(typeof FILTER_KEYS)[number], keyof DemoProduct>;

function countBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The products a /new_products link shows: values of one key widen, different keys narrow. */
function productsShownBy(link: string): DemoProduct[] {
  const query = new URL(link, 'http://shop.test').searchParams;
  return demoProducts.filter((product) =>
    FILTER_KEYS.every((key) => {
      const wanted = query.getAll(key);
      return wanted.length === 0 || wanted.includes(String(product[PRODUCT_FIELD_OF_FILTER[key]]));
    }),
  );
}

describe('demo products', () => {
  it('fill a real catalogue', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(90);
  });

  it('use every category, each with at least 5 products', () => {
    const perCategory = countBy(demoProducts, (product) => product.category);
    for (const category of CATEGORIES)
      expect(perCategory.get(category) ?? 0, category).toBeGreaterThanOrEqual(5);
  });

  it('use most subcategories and brands and every sound-system option', () => {
    expect(new Set(demoProducts.map((product) => product.subcategory)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(demoProducts.map((product) => product.brand)).size).toBeGreaterThanOrEqual(20);
    const soundOptions = new Set(demoProducts.map((product) => product.soundSystem));
    for (const option of SOUND_SYSTEM_OPTIONS) expect(soundOptions.has(option), option).toBe(true);
  });

  it('fill every strip of the home page and the low-price page', () => {
    expect(
      demoProducts.filter((product) => product.price < LOW_PRICE_THRESHOLD).length,
    ).toBeGreaterThanOrEqual(15);
    expect(demoProducts.filter((product) => product.subcategory === 'Laptop').length).toBeGreaterThanOrEqual(
      10,
    );
    expect(
      demoProducts.filter((product) => product.category === 'Phone' || product.subcategory === 'Tablet')
        .length,
    ).toBeGreaterThanOrEqual(10);
    expect(demoProducts.filter((product) => product.topSelling).length).toBeGreaterThanOrEqual(14);
    expect(demoProducts.filter((product) => product.collection).length).toBeGreaterThanOrEqual(14);
    expect(
      demoProducts.filter((product) => product.category === 'Accessories').length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('take their filter values from the shared lists', () => {
    for (const product of demoProducts) {
      expect(CATEGORIES, product.name).toContain(product.category);
      expect(SUBCATEGORIES, product.name).toContain(product.subcategory);
      expect(BRANDS, product.name).toContain(product.brand);
      if (product.soundSystem !== null)
        expect(SOUND_SYSTEM_OPTIONS, product.name).toContain(product.soundSystem);
    }
  });

  it('file each subcategory under a category where a shopper would look for it', () => {
    for (const product of demoProducts) {
      expect(CATEGORIES_OF_SUBCATEGORY[product.subcategory], product.name).toContain(product.category);
    }
    for (const product of demoProducts.filter((candidate) => candidate.subcategory === 'iPhone')) {
      expect(product.brand, product.name).toBe('Apple');
    }
    for (const product of demoProducts.filter((candidate) => candidate.subcategory === 'Android Phone')) {
      expect(product.brand, product.name).not.toBe('Apple');
    }
  });

  it('carry a sound-system option exactly when they play sound, and a fitting one', () => {
    for (const product of demoProducts) {
      const fitting = SOUND_OPTIONS_OF_SUBCATEGORY[product.subcategory];
      if (fitting === undefined) expect(product.soundSystem, product.name).toBeNull();
      else expect(fitting, product.name).toContain(product.soundSystem);
    }
  });

  it('name their brand and have unique names', () => {
    const names = demoProducts.map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
    for (const product of demoProducts) expect(product.name, product.name).toContain(product.brand);
  });

  it('have realistic cedi prices', () => {
    for (const product of demoProducts) {
      expect(product.price, product.name).toBeGreaterThan(0);
      expect(product.price, product.name).toBeLessThan(100_000);
      expect(Math.round(product.price * 100) / 100, product.name).toBe(product.price);
    }
  });

  it('describe themselves in real sentences and list 3 to 6 specifications', () => {
    for (const product of demoProducts) {
      expect(product.description.length, product.name).toBeGreaterThan(60);
      expect(product.description, product.name).toMatch(/[.!?]$/);
      expect(product.description.toLowerCase(), product.name).not.toContain('lorem');
      expect(product.info.length, product.name).toBeGreaterThanOrEqual(3);
      expect(product.info.length, product.name).toBeLessThanOrEqual(6);
      for (const line of product.info) expect(line.trim(), product.name).not.toBe('');
    }
  });

  it('have plausible stock levels, colours and image counts', () => {
    for (const product of demoProducts) {
      expect(Number.isInteger(product.stock) && product.stock >= 0 && product.stock <= 60, product.name).toBe(
        true,
      );
      expect(product.colour, product.name).toMatch(HEX_COLOUR);
      expect([1, 2, 3, 4], product.name).toContain(product.imageCount);
    }
    const soldOut = demoProducts.filter((product) => product.stock === 0).length;
    expect(soldOut).toBeGreaterThanOrEqual(2);
    expect(soldOut).toBeLessThanOrEqual(3);
    const runningLow = demoProducts.filter(
      (product) => product.stock > 0 && product.stock < LOW_STOCK_THRESHOLD,
    );
    expect(runningLow.length).toBeGreaterThanOrEqual(2);
  });
});

describe('demo heroes', () => {
  it('fill both carousels', () => {
    expect(demoHeroes.length).toBeGreaterThanOrEqual(14);
  });

  it('have a title, a button label, a drawable theme, a colour and one or two images', () => {
    for (const hero of demoHeroes) {
      expect(hero.title.trim().length, hero.title).toBeGreaterThan(10);
      expect(hero.cta.trim(), hero.title).not.toBe('');
      expect(HERO_THEMES, hero.title).toContain(hero.theme);
      expect(hero.colour, hero.title).toMatch(HEX_COLOUR);
      expect([1, 2], hero.title).toContain(hero.imageCount);
    }
    const learnMore = demoHeroes.filter((hero) => hero.cta === DEFAULT_HERO_CTA).length;
    expect(learnMore).toBeGreaterThan(demoHeroes.length / 2);
  });

  it('link only to routes of the shop itself', () => {
    for (const hero of demoHeroes) {
      expect(hero.link, hero.title).toMatch(/^\/(?!\/)/);
      const url = new URL(hero.link, 'http://shop.test');
      expect(url.origin, hero.title).toBe('http://shop.test');
      expect(url.pathname, hero.title).toMatch(/^\/(products|low_price|new_products|singleProducts\/\d+)$/);
      for (const [key, value] of url.searchParams) {
        expect(FILTER_KEYS, hero.title).toContain(key);
        expect(FILTER_VALUES[key as (typeof FILTER_KEYS)[number]], hero.title).toContain(value);
      }
      if (url.pathname === '/new_products')
        expect(productsShownBy(hero.link).length, hero.title).toBeGreaterThan(0);
    }
  });

  it('link to the product their title names', () => {
    for (const hero of demoHeroes) {
      const match = /^\/singleProducts\/(\d+)$/.exec(hero.link);
      if (!match) continue;
      const product = demoProducts[Number(match[1]) - 1];
      expect(product, hero.title).toBeDefined();
      expect(hero.title, hero.title).toContain(product?.brand);
    }
  });

  it('quote "from GHS" prices that match the cheapest product behind the link', () => {
    for (const hero of demoHeroes) {
      const match = /from GHS ([\d,]+)/.exec(hero.title);
      if (!match) continue;
      const quoted = Number(match[1]?.replace(/,/g, ''));
      const cheapest = Math.min(...productsShownBy(hero.link).map((product) => product.price));
      expect(cheapest, hero.title).toBe(quoted);
    }
  });
});

describe('demo pay on delivery', () => {
  it('is on for Accra, Tema and Kumasi up to GHS 3,000, cities the shop delivers to', () => {
    const settings = payOnDeliverySettingsSchema.parse(demoPayOnDelivery);
    expect(settings).toMatchObject({
      enabled: true,
      cities: ['Accra', 'Tema', 'Kumasi'],
      maxOrderTotal: 3000,
    });
    const delivered = demoDeliveryFees.map((entry) => entry.city);
    for (const city of settings.cities) expect(delivered).toContain(city);
  });
});

describe('demo delivery fees', () => {
  it('cover the main Ghanaian cities once each', () => {
    const cities = demoDeliveryFees.map((entry) => entry.city);
    expect(cities.length).toBeGreaterThanOrEqual(18);
    expect(new Set(cities).size).toBe(cities.length);
    for (const city of [
      'Accra',
      'Kumasi',
      'Tema',
      'Takoradi',
      'Cape Coast',
      'Tamale',
      'Koforidua',
      'Ho',
      'Sunyani',
    ]) {
      expect(cities).toContain(city);
    }
  });

  it('charge whole cedis within the allowed range, cheapest in Accra', () => {
    for (const { city, fee } of demoDeliveryFees) {
      expect(Number.isInteger(fee) && fee > 0 && fee <= DELIVERY_FEE_MAX, city).toBe(true);
    }
    const accra = demoDeliveryFees.find((entry) => entry.city === 'Accra')?.fee;
    expect(accra).toBe(Math.min(...demoDeliveryFees.map((entry) => entry.fee)));
    const tamale = demoDeliveryFees.find((entry) => entry.city === 'Tamale')?.fee ?? 0;
    expect(tamale).toBeGreaterThan(accra ?? 0);
  });
});

describe('demo store info', () => {
  it('matches the shared store info schema with every field filled', () => {
    expect(storeInfoSchema.safeParse(demoStoreInfo).success).toBe(true);
    const texts = [
      demoStoreInfo.about,
      demoStoreInfo.visitUsAt,
      demoStoreInfo.deliveryInfo,
      demoStoreInfo.deepInfo,
      demoStoreInfo.contact.phone,
      demoStoreInfo.contact.email,
      demoStoreInfo.contact.location,
      ...demoStoreInfo.whatWeOffer,
      ...demoStoreInfo.whyChooseUs.flatMap((reason) => [reason.title, reason.description]),
    ];
    for (const text of texts) expect(text.trim()).not.toBe('');
    expect(demoStoreInfo.whyChooseUs.length).toBeGreaterThanOrEqual(4);
    expect(demoStoreInfo.whyChooseUs.length).toBeLessThanOrEqual(6);
    expect(demoStoreInfo.whatWeOffer.length).toBeGreaterThanOrEqual(5);
    expect(demoStoreInfo.whatWeOffer.length).toBeLessThanOrEqual(8);
  });

  it('names the shop and states the same policies as the rest of the site', () => {
    expect(demoStoreInfo.about).toContain(SHOP_NAME);
    const everything = JSON.stringify(demoStoreInfo);
    expect(everything).toContain(`${RETURN_WINDOW_DAYS} days`);
    expect(everything).toContain(`${REFUND_BUSINESS_DAYS} business days`);
    expect(everything).toContain(`${PROCESSING_HOURS} hours`);
    expect(everything).toContain(SUPPORT_HOURS);
    expect(everything).toContain(STORE_HOURS.weekdays);
    expect(everything).toContain(STORE_HOURS.saturdays);
    for (const payment of ['MTN', 'Telecel', 'AirtelTigo', 'Paystack']) expect(everything).toContain(payment);
    expect(demoStoreInfo.contact.phone).toMatch(/^\+233 /);
  });
});
