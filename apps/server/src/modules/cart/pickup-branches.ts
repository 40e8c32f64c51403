import { type PickupBranch, pickupBranchesResponseSchema } from '@shop/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches } from '../../db/schema';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';

/**
 * The branches a shopper may pick the cart up at (decision 0069): open, offering pickup, and
 * holding every line of the cart for sale now, in one query (a missing branch_stock row is none).
 * Checkout checks it again under the stock's locks; this list is what /order offers.
 */
export function listPickupBranchesForCart(db: Executor, userId: string): Promise<PickupBranch[]> {
  return db
    .select({
      id: branches.id,
      name: branches.name,
      address: branches.address,
      city: branches.city,
      digitalAddress: branches.digitalAddress,
      phone: branches.phone,
      openingHours: branches.openingHours,
    })
    .from(branches)
    .where(
      and(
        eq(branches.pickup, true),
        isNull(branches.archivedAt),
        sql`not exists (
          select 1 from cart_items
          join products on products.id = cart_items.product_id
          left join branch_stock on branch_stock.variant_id = cart_items.variant_id
            and branch_stock.branch_id = ${branches.id}
          where cart_items.user_id = ${userId} and products.archived_at is null
            and coalesce(branch_stock.stock, 0) < cart_items.quantity)`,
      ),
    )
    .orderBy(asc(branches.position), asc(branches.id));
}

/** GET /api/cart/pickup-branches: what /order lists under "Pick up at a branch". */
export async function pickupBranchRoutes(app: App) {
  app.get(
    '/api/cart/pickup-branches',
    { schema: { response: answers({ 200: pickupBranchesResponseSchema }) } },
    async (request) => ({
      success: true as const,
      branches: await listPickupBranchesForCart(app.database.db, currentUser(request).id),
    }),
  );
}
