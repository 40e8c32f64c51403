import { eq } from 'drizzle-orm';
import { orderItems, orders, soldUnits } from '../../src/db/schema';
import { createTestUser, insertTestOrder, insertTestProduct, type TestUser } from './admin-fixtures';
import { freshImei } from './serials';
import type { TestContext } from './test-app';

const DAY_MS = 86_400_000;

/** The Accra day (UTC, no summer time) `days` from today, YYYY-MM-DD. */
const accraDayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A Delivered order of one phone line of `quantity` units for `buyer` (a new shopper when not
 * given), delivered at `deliveredAt` (today by default), each unit recorded with a fresh IMEI
 * as staff record them at In Truck. Written directly, as the admin tests write orders.
 */
export async function deliveredOrder(
  context: TestContext,
  options: {
    buyer?: TestUser;
    quantity?: number;
    deliveredAt?: Date;
    status?: 'Delivered' | 'In Transit';
    warrantyUntil?: string;
  } = {},
) {
  const db = context.database.db;
  const buyer = options.buyer ?? (await createTestUser(db, { name: 'Ama Mensah' }));
  const product = await insertTestProduct(db, {
    name: `Tecno Spark ${Math.random().toString(36).slice(2, 6)}`,
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Tecno',
    pricePesewas: 150_000,
  });
  const order = await insertTestOrder(db, {
    user: buyer,
    lines: [{ product, quantity: options.quantity ?? 2 }],
    status: options.status ?? 'Delivered',
  });
  const deliveredAt = options.deliveredAt ?? new Date();
  await db.update(orders).set({ statusChangedAt: deliveredAt }).where(eq(orders.id, order.id));
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const serials = Array.from({ length: line!.quantity }, freshImei);
  await db.insert(soldUnits).values(
    serials.map((serial) => ({
      serial,
      orderId: order.id,
      orderItemId: line!.id,
      productId: product.id,
      variantId: line!.variantId,
      productName: product.name,
      warrantyMonths: 12,
      soldAt: deliveredAt,
      warrantyUntil: options.warrantyUntil ?? accraDayFromToday(300),
    })),
  );
  return { buyer, product, order, line: line!, serials };
}
