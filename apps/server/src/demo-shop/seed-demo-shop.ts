import { toPesewas } from '@shop/shared';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveryFees, heroes, paymentSettings, products } from '../db/schema';
import { demoHeroImagePath, demoProductImagePath } from '../modules/images';
import { saveStoreInfo } from '../modules/info';
import { demoDeliveryFees } from './demo-delivery-fees';
import { demoHeroes } from './demo-heroes';
import { demoPayOnDelivery } from './demo-payment-settings';
import { demoProducts } from './demo-products';
import { demoStoreInfo } from './demo-store-info';

/** Tables the demo shop fills, emptied by a reset together with what refers to them. */
const RESET_TABLES = [
  'order_items',
  'orders',
  'payments',
  'test_payment_transactions',
  'cart_items',
  'products',
  'heroes',
  'delivery_fees',
  'store_info',
  'payment_settings',
];

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(products);
  return (row?.total ?? 0) === 0;
}

/** Loads the demo shop. With `reset`, the catalogue and all orders are emptied first; accounts stay. */
export async function seedDemoShop(db: Db, options: { reset?: boolean } = {}): Promise<{ products: number }> {
  await db.transaction(async (transaction) => {
    if (options.reset) {
      await transaction.execute(sql.raw(`TRUNCATE ${RESET_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
    }
    await transaction.insert(products).values(
      demoProducts.map((product) => ({
        name: product.name,
        pricePesewas: toPesewas(product.price),
        images: Array.from({ length: product.imageCount }, (_, index) =>
          demoProductImagePath(product, index + 1),
        ),
        category: product.category,
        subcategory: product.subcategory,
        brand: product.brand,
        soundSystem: product.soundSystem,
        description: product.description,
        info: product.info,
        reviews: product.reviews,
        topSelling: product.topSelling,
        collection: product.collection,
        stock: product.stock,
      })),
    );
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
    const { maxOrderTotal, ...payOnDelivery } = demoPayOnDelivery;
    await transaction
      .insert(paymentSettings)
      .values({
        id: 1,
        data: { payOnDelivery: { ...payOnDelivery, maxOrderTotalPesewas: toPesewas(maxOrderTotal) } },
      })
      .onConflictDoNothing();
  });
  return { products: demoProducts.length };
}
