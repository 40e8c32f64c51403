import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productVariants } from '../../db/schema';

/** Units taken back faulty across the shop (decision 0063): counted apart from stock, never sold. */
export async function countFaultyUnits(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${productVariants.faultyUnits}), 0)`.mapWith(Number) })
    .from(productVariants);
  return row?.total ?? 0;
}
