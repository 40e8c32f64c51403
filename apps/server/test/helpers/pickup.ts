import { PAY_ONLINE, type StartCheckoutBody } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { branches, branchStock, productVariants } from '../../src/db/schema';
import type { App } from '../../src/plugins/zod-type-provider';
import { cartFigures, startBody, startCheckout } from './checkout';
import { deliveryPlaceOf } from './pay-on-delivery';
import type { TestContext } from './test-app';
import type { Shopper } from './users';

/*
 * Pickup at a branch (decision 0069) as the tests set it up: a variant's units placed at named
 * branches of the demo shop, and "Place order" for a pickup at one of them.
 */

/** The id of a branch of the demo shop, by name ("Kumasi Adum"). */
export async function branchIdOf(context: TestContext, name: string): Promise<number> {
  const [row] = await context.database.db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.name, name));
  if (!row) throw new Error(`no branch named ${name}`);
  return row.id;
}

/** The one variant of a test product. */
export async function onlyVariantOf(context: TestContext, productId: number): Promise<number> {
  const [row] = await context.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return row!.id;
}

/** Puts exactly these units of the variant at these branches, none elsewhere (the triggers sum them). */
export async function placeUnits(context: TestContext, variantId: number, units: Record<number, number>) {
  await context.database.db.transaction(async (transaction) => {
    await transaction.delete(branchStock).where(eq(branchStock.variantId, variantId));
    const rows = Object.entries(units).map(([branchId, stock]) => ({
      variantId,
      branchId: Number(branchId),
      stock,
    }));
    if (rows.length > 0) await transaction.insert(branchStock).values(rows);
  });
  // Written behind the server's back: its answer cache is told, as a script's write would be.
  context.app.answerCache.clear(['products']);
}

/** Units of the variant held at the branch (0 without a row). */
export async function unitsAt(context: TestContext, variantId: number, branchId: number): Promise<number> {
  const [row] = await context.database.db
    .select({ stock: branchStock.stock })
    .from(branchStock)
    .where(and(eq(branchStock.variantId, variantId), eq(branchStock.branchId, branchId)));
  return row?.stock ?? 0;
}

/**
 * "Place order" of the shopper's cart for a pickup at the branch: no street or city, no
 * delivery fee, the shopper's own phone; the raw answer.
 */
export async function startPickup(
  app: App,
  shopper: Shopper,
  branchId: number,
  overrides: Partial<StartCheckoutBody> = {},
) {
  const figures = await cartFigures(app, shopper.token, { fee: 0 });
  return startCheckout(
    app,
    shopper,
    startBody(shopper, figures, '', {
      paymentMethod: PAY_ONLINE,
      phoneNumber: deliveryPlaceOf(shopper).phone,
      street: '',
      fulfilment: 'pickup',
      pickupBranchId: branchId,
      ...overrides,
    }),
  );
}
