import { salePriceOfPercent, toPesewas, WHOLE_ORDER_SCOPE } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { settingSaved } from '../db/kept-settings';
import { products, productVariants, promotions } from '../db/schema';
import { blackFridaySale, blackFridayWindow, type DemoPromotion, demoPromotions } from './demo-promotions';

/** Whether the shop already holds this promotion: the same code, or the same automatic one. */
async function isSeeded(transaction: Executor, promotion: DemoPromotion): Promise<boolean> {
  const [row] = await transaction
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      promotion.code === null
        ? and(isNull(promotions.code), eq(promotions.description, promotion.description))
        : eq(promotions.code, promotion.code),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The Black Friday sale prices, on every variant of the products named; the variants' triggers
 * keep their prices now and roll them up to the products (migration 0026). A product already
 * on sale keeps its own sale.
 */
async function seedSalePrices(transaction: Executor, now: number): Promise<number> {
  const { startsAt, endsAt } = blackFridayWindow(now);
  let onSale = 0;
  for (const { product, percentOff } of blackFridaySale) {
    const [row] = await transaction
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, product));
    if (!row) throw new Error(`The demo sale names ${product}, which the demo catalogue lacks.`);
    const variants = await transaction
      .select({ id: productVariants.id, pricePesewas: productVariants.pricePesewas })
      .from(productVariants)
      .where(and(eq(productVariants.productId, row.id), isNull(productVariants.salePricePesewas)));
    for (const variant of variants) {
      await transaction
        .update(productVariants)
        .set({
          salePricePesewas: salePriceOfPercent(variant.pricePesewas, percentOff),
          saleStartsAt: startsAt,
          saleEndsAt: endsAt,
        })
        .where(eq(productVariants.id, variant.id));
      onSale += 1;
    }
  }
  return onSale;
}

/**
 * The demo's promotions (demo-promotions.ts), into a shop whose demo catalogue was just loaded:
 * the Black Friday sale prices and the codes and automatic promotion not yet there, so running
 * it again adds nothing.
 */
export async function seedDemoPromotions(
  transaction: Executor,
  now = Date.now(),
): Promise<{ promotions: number; variantsOnSale: number }> {
  const variantsOnSale = await seedSalePrices(transaction, now);
  const { startsAt, endsAt } = blackFridayWindow(now);
  let added = 0;
  for (const promotion of demoPromotions) {
    if (await isSeeded(transaction, promotion)) continue;
    await transaction.insert(promotions).values({
      code: promotion.code,
      description: promotion.description,
      kind: promotion.kind,
      percent: promotion.percent ?? null,
      minimumSubtotalPesewas: toPesewas(promotion.minimumSubtotal ?? 0),
      scope: promotion.scope ?? WHOLE_ORDER_SCOPE,
      startsAt: promotion.withTheSale ? startsAt : null,
      endsAt: promotion.withTheSale ? endsAt : null,
      totalUses: promotion.totalUses ?? null,
      usesPerCustomer: promotion.usesPerCustomer ?? null,
      firstOrderOnly: promotion.firstOrderOnly ?? false,
    });
    settingSaved(transaction);
    added += 1;
  }
  return { promotions: added, variantsOnSale };
}
