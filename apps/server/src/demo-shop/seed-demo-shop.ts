import {
  adminVariantsBodySchema,
  missingSellerDetails,
  REQUIRED_SELLER_DETAILS,
  serialDefaultsOf,
  toPesewas,
} from '@shop/shared';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveryFees, documentCounters, heroes, paymentSettings, products } from '../db/schema';
import { saveVariantGrid } from '../modules/catalogue';
import { demoHeroImagePath, demoProductImagePath } from '../modules/images';
import { readSellerDetails, saveSellerDetails, saveStoreInfo } from '../modules/info';
import { demoDeliveryFees } from './demo-delivery-fees';
import { demoHeroes } from './demo-heroes';
import { demoPayOnDelivery } from './demo-payment-settings';
import { type DemoProduct, demoProducts } from './demo-products';
import { demoSellerDetails, demoStoreInfo } from './demo-store-info';
import { DEMO_COLOUR_HEX, type DemoVariants, demoVariants } from './demo-variants';
import { seedDemoBranches, spreadDemoStock } from './seed-demo-branches';
import { seedDemoPromotions } from './seed-demo-promotions';
import { seedDemoReviews } from './seed-demo-reviews';
import { seedDemoSales } from './seed-demo-sales';

/** Tables the demo shop fills, emptied by a reset together with what refers to them. */
const RESET_TABLES = [
  'review_requests',
  'product_reviews',
  'promotion_uses',
  'cart_discounts',
  'promotions',
  'sold_units',
  'invoices',
  'order_items',
  'orders',
  'payments',
  'test_payment_transactions',
  'cart_items',
  'product_variants',
  'product_options',
  'products',
  'heroes',
  'delivery_fees',
  'store_info',
  'payment_settings',
  // The branches go too and the demo's three come back, the Accra one filling delivery orders.
  'branches',
];

const drawnPictures = (product: DemoProduct, colour = product.colour) =>
  Array.from({ length: product.imageCount }, (_, index) =>
    demoProductImagePath({ ...product, colour }, index + 1),
  );

/** A grouped product's grid as staff would write it; each colour gets the drawn pictures in that colour. */
function gridOf(product: DemoProduct, grouped: DemoVariants) {
  const colourAt = grouped.options.findIndex((option) => option.name === 'Colour');
  return adminVariantsBodySchema.parse({
    options: grouped.options,
    variants: grouped.variants.map((variant) => {
      const colour = colourAt < 0 ? undefined : DEMO_COLOUR_HEX[variant.values[colourAt]!];
      return {
        sku: [grouped.sku, ...variant.values].join('-').toUpperCase(),
        options: Object.fromEntries(
          grouped.options.map((option, index) => [option.name, variant.values[index]!]),
        ),
        price: variant.price,
        stock: variant.stock,
        image: colour ? drawnPictures(product, colour) : [],
      };
    }),
  });
}

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(products);
  return (row?.total ?? 0) === 0;
}

/**
 * Loads the demo shop. With `reset`, the catalogue, all orders (their invoices and serials
 * too, the invoice series starting again at 1) and the promotions are emptied first; accounts
 * stay. With `sales` (`npm start`, `npm run db:seed`; not the tests, which count their own
 * orders and set their own prices), a few phones already sold, with serials the warranty check
 * finds (demo-sales.ts), the reviews of demo buyers who received what they review
 * (demo-reviews.ts), and, unless `promotions` is false (DEMO_PROMOTIONS), the promotions: a
 * Black Friday sale, two codes and free delivery over GHS 2,000 (demo-promotions.ts).
 */
export async function seedDemoShop(
  db: Db,
  options: { reset?: boolean; sales?: boolean; promotions?: boolean } = {},
): Promise<{ products: number; orders: number }> {
  let orders = 0;
  await db.transaction(async (transaction) => {
    if (options.reset) {
      await transaction.execute(sql.raw(`TRUNCATE ${RESET_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
      await transaction.update(documentCounters).set({ lastNumber: 0 });
    }
    // Before the products: their stock lands at the branch filling deliveries (decision 0068).
    await seedDemoBranches(transaction);
    // Each product comes with its default variant (migration 0016); grouped ones get their grid.
    const inserted = await transaction
      .insert(products)
      .values(
        demoProducts.map((product) => ({
          name: product.name,
          pricePesewas: toPesewas(product.price),
          images: drawnPictures(product),
          category: product.category,
          subcategory: product.subcategory,
          brand: product.brand,
          soundSystem: product.soundSystem,
          description: product.description,
          info: product.info,
          topSelling: product.topSelling,
          collection: product.collection,
          stock: product.stock,
          // As the admin product form gives a new product (decision 0061): the demo's phones,
          // tablets and computers ask for each unit's serial at In Truck, like a real shop's.
          ...serialDefaultsOf(product.category, product.subcategory),
        })),
      )
      .returning({ id: products.id, name: products.name });
    for (const row of inserted) {
      const grouped = demoVariants[row.name];
      const product = demoProducts.find((candidate) => candidate.name === row.name);
      if (grouped && product) await saveVariantGrid(transaction, row.id, gridOf(product, grouped));
    }
    await transaction.insert(heroes).values(
      demoHeroes.map((hero, index) => ({
        images: Array.from({ length: hero.imageCount }, (_, variant) => demoHeroImagePath(hero, variant + 1)),
        title: hero.title,
        link: hero.link,
        cta: hero.cta,
        position: index,
      })),
    );
    await transaction
      .insert(deliveryFees)
      .values(demoDeliveryFees.map((fee) => ({ city: fee.city, feePesewas: toPesewas(fee.fee) })))
      .onConflictDoNothing();
    await saveStoreInfo(transaction, demoStoreInfo);
    // The demo's seller details fill a shop that has none; an owner's own stay (decision 0070).
    const seller = await readSellerDetails(transaction);
    if (missingSellerDetails(seller).length === REQUIRED_SELLER_DETAILS.length) {
      await saveSellerDetails(transaction, demoSellerDetails);
    }
    const { maxOrderTotal, ...payOnDelivery } = demoPayOnDelivery;
    await transaction
      .insert(paymentSettings)
      .values({
        id: 1,
        data: { payOnDelivery: { ...payOnDelivery, maxOrderTotalPesewas: toPesewas(maxOrderTotal) } },
      })
      .onConflictDoNothing();
    if (options.sales) {
      // Some units at the Kumasi shop, so the demo shows "In stock at Accra Mall and Kumasi Adum"
      // and pickup there; the tests keep every unit at the delivery branch.
      await spreadDemoStock(transaction);
      orders = (await seedDemoSales(transaction)).orders;
      // The reviews, each by a buyer with a Delivered order of the product (decision 0064): the
      // products' counts and ratings are the trigger's sums of them, not numbers of the data.
      orders += (await seedDemoReviews(transaction)).orders;
      // After the sales, which were paid at the regular prices before the sale began.
      if (options.promotions !== false) await seedDemoPromotions(transaction);
    }
  });
  return { products: demoProducts.length, orders };
}
