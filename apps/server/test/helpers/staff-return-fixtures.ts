import { randomBytes } from 'node:crypto';
import type { ReturnKind, ReturnReason, ReturnStatus } from '@shop/shared';
import { eq } from 'drizzle-orm';
import {
  orderItems,
  productVariants,
  returnEvents,
  returnRequests,
  returnUnits,
  soldUnits,
} from '../../src/db/schema';
import { createTestUser, insertTestOrder, insertTestProduct, type TestUser } from './admin-fixtures';
import { freshImei } from './serials';
import type { TestContext } from './test-app';

/**
 * A Delivered, paid order of `quantity` units of a phone that records serials (12 months of
 * warranty, `stock` units left on the shelf), each unit sold 30 days ago with its serial, as
 * staff record them at In Truck.
 */
export async function deliveredPhoneOrder(
  context: TestContext,
  options: { quantity?: number; stock?: number } = {},
) {
  const db = context.database.db;
  const quantity = options.quantity ?? 1;
  const buyer = await createTestUser(db, { name: 'Yaa Asantewaa' });
  const product = await insertTestProduct(db, {
    name: `Tecno Spark ${randomBytes(3).toString('hex')}`,
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Tecno',
    pricePesewas: 150_000,
    tracksSerials: true,
    warrantyMonths: 12,
    stock: options.stock ?? 5,
  });
  const order = await insertTestOrder(db, {
    user: buyer,
    lines: [{ product, quantity }],
    firstName: 'Yaa',
    lastName: 'Asantewaa',
    status: 'Delivered',
  });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const soldAt = new Date(Date.now() - 30 * 86_400_000);
  const units = await db
    .insert(soldUnits)
    .values(
      Array.from({ length: quantity }, () => ({
        serial: freshImei(),
        orderId: order.id,
        orderItemId: line!.id,
        productId: product.id,
        variantId: line!.variantId,
        productName: product.name,
        variantOptions: {},
        warrantyMonths: 12,
        soldAt,
        warrantyUntil: '2099-12-31',
      })),
    )
    .returning();
  return { buyer, product, order, line: line!, units };
}

/**
 * A request written as the shopper's POST leaves it (Requested, its units, the first line of
 * history), then moved straight to `status` for the tests that start further along.
 */
export async function insertReturnRequest(
  context: TestContext,
  request: {
    orderId: string;
    user: TestUser;
    kind?: ReturnKind;
    reason?: ReturnReason;
    units: { orderItemId: string; quantity: number; soldUnitId?: number | null }[];
    status?: ReturnStatus;
    condition?: 'resaleable' | 'faulty';
    createdAt?: Date;
  },
) {
  const db = context.database.db;
  const createdAt = request.createdAt ?? new Date();
  const [row] = await db
    .insert(returnRequests)
    .values({
      orderId: request.orderId,
      userId: request.user.id,
      kind: request.kind ?? 'return',
      reason: request.reason ?? 'faulty',
      note: 'It does not charge.',
      status: request.status ?? 'Requested',
      condition: request.condition ?? null,
      statusChangedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await db.insert(returnUnits).values(
    request.units.map((unit) => ({
      returnId: row!.id,
      orderItemId: unit.orderItemId,
      quantity: unit.quantity,
      soldUnitId: unit.soldUnitId ?? null,
    })),
  );
  await db.insert(returnEvents).values({ returnId: row!.id, status: 'Requested', createdAt });
  return row!;
}

/** The request's row and its history, as the database has them. */
export async function returnAsStored(context: TestContext, number: number) {
  const db = context.database.db;
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.number, number));
  const history = await db.select().from(returnEvents).where(eq(returnEvents.returnId, row!.id));
  return { row: row!, history };
}

export async function variantStock(context: TestContext, variantId: number) {
  const [row] = await context.database.db
    .select({ stock: productVariants.stock, faultyUnits: productVariants.faultyUnits })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!;
}

export async function staffMember(context: TestContext, name = 'Kofi Staff') {
  return createTestUser(context.database.db, { isAdmin: true, name });
}
