import {
  PAY_ON_DELIVERY,
  type ReturnCondition,
  type ReturnReason,
  refundableForUnits,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import { createTestUser, insertTestOrder, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { cartFigures, startBody, startCheckout } from '../../../test/helpers/checkout';
import type { FakePaystack } from '../../../test/helpers/fake-paystack';
import { cityFee } from '../../../test/helpers/pay-on-delivery';
import type { TestContext } from '../../../test/helpers/test-app';
import { orderItems, orders, productVariants, refunds, returnRequests, returnUnits } from '../../db/schema';

/*
 * What the refund tests start from, written directly: requests already Received (as staff
 * leave them before a refund), and orders paid at the door with discounted lines.
 */

export interface UnitToReturn {
  orderItemId: string;
  quantity: number;
  soldUnitId?: number;
}

/** A request of these units, Received in `condition`, as the staff's moves would leave it. */
export async function receivedRequest(
  context: TestContext,
  order: { id: string; userId: string },
  units: UnitToReturn[],
  options: { condition?: ReturnCondition; reason?: ReturnReason } = {},
) {
  const db = context.database.db;
  const [request] = await db
    .insert(returnRequests)
    .values({
      orderId: order.id,
      userId: order.userId,
      kind: 'return',
      reason: options.reason ?? 'faulty',
      status: 'Received',
      condition: options.condition ?? 'resaleable',
    })
    .returning();
  await db.insert(returnUnits).values(
    units.map((unit) => ({
      returnId: request!.id,
      orderItemId: unit.orderItemId,
      quantity: unit.quantity,
      soldUnitId: unit.soldUnitId ?? null,
    })),
  );
  return request!;
}

export interface LineToSell {
  pricePesewas: number;
  quantity: number;
  /** The line's share of the order's discount, all its units together. */
  discountPesewas: number;
}

/**
 * A Delivered order paid to the rider at the door (Collected, in cash), of one new product per
 * line with its discount, and delivery `shippingFeePesewas`: its total is what was paid.
 */
export async function collectedOrder(context: TestContext, lines: LineToSell[], shippingFeePesewas = 2_000) {
  const db = context.database.db;
  const buyer = await createTestUser(db, { name: 'Ama Mensah' });
  const products = await Promise.all(
    lines.map((line) => insertTestProduct(db, { pricePesewas: line.pricePesewas, stock: 50 })),
  );
  const order = await insertTestOrder(db, {
    user: buyer,
    lines: products.map((product, index) => ({ product, quantity: lines[index]!.quantity })),
    status: 'Delivered',
    paymentStatus: 'Collected',
    shippingFeePesewas,
  });
  const rows = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const byProduct = new Map(rows.map((row) => [row.productId, row]));
  const items = products.map((product) => byProduct.get(product.id)!);
  for (const [index, item] of items.entries()) {
    await db
      .update(orderItems)
      .set({ discountPesewas: lines[index]!.discountPesewas })
      .where(eq(orderItems.id, item.id));
  }
  const discountPesewas = lines.reduce((sum, line) => sum + line.discountPesewas, 0);
  const [paid] = await db
    .update(orders)
    .set({
      paymentMethod: PAY_ON_DELIVERY,
      discountPesewas,
      totalPesewas: order.subtotalPesewas - discountPesewas + shippingFeePesewas,
      collectionOutcome: 'collected',
      collectionMethod: 'cash',
      collectedPesewas: order.subtotalPesewas - discountPesewas + shippingFeePesewas,
      collectionRecordedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return {
    buyer,
    order: paid!,
    items: items.map((item, index) => ({ ...item, discountPesewas: lines[index]!.discountPesewas })),
    products,
  };
}

export async function orderRow(context: TestContext, orderId: string) {
  return (await context.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
}

export async function refundsOfOrder(context: TestContext, orderId: string) {
  return context.database.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.id));
}

export async function requestRow(context: TestContext, id: number) {
  return (await context.database.db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;
}

/** The stock and faulty units of a product's default variant. */
export async function variantCounts(context: TestContext, productId: number) {
  const [variant] = await context.database.db
    .select({ stock: productVariants.stock, faultyUnits: productVariants.faultyUnits })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  return variant!;
}

/** A PDF's text, all pages, spaces folded (as invoice-pdf.test.ts reads invoices). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts.join(' ').replace(/\s+/g, ' ');
}

/** A GHS 2,299 phone paid in the fake Paystack popup, and a request to return it, Received. */
export async function receivedPaidPhone(context: TestContext, fake: FakePaystack) {
  const user = await createTestUser(context.database.db);
  const shopper = { name: user.name, email: user.email, password: '', token: user.token };
  const phone = await insertTestProduct(context.database.db, { pricePesewas: 229_900, stock: 20 });
  const added = await call(context.app, 'POST', '/api/cart/add', {
    token: user.token,
    body: { productId: phone.publicId, quantity: 1 },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const city = await cityFee(context.app, 'Accra');
  const figures = await cartFigures(context.app, user.token, city);
  const answer = await startCheckout(context.app, shopper, startBody(shopper, figures, city.city));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const started = startCheckoutResponseSchema.parse(answer.body);
  fake.pay(started.payment.reference);
  const verified = await call(context.app, 'POST', '/api/payments/verify', {
    token: user.token,
    body: { reference: started.payment.reference },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const order = await orderRow(context, started.orderId);
  const [line] = await context.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const request = await receivedRequest(context, order, [{ orderItemId: line!.id, quantity: 1 }]);
  return { order, request, share: refundableForUnits(line!, 0, 1) };
}
