import { RETURN_STATES, WARRANTY_PAGE_TEXTS, warrantyResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser, insertTestOrder, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { freshImei } from '../../../test/helpers/serials';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { freshAddress } from '../../../test/helpers/users';
import { orderItems, returnRequests, soldUnits } from '../../db/schema';
import { accraDay } from './warranty-service';

/** A Delivered order of one phone whose unit carries `serial`, as staff record it. */
async function deliveredPhone(context: TestContext, serial: string) {
  const db = context.database.db;
  const buyer = await createTestUser(db, { name: 'Efua Asante' });
  const product = await insertTestProduct(db, { name: 'Infinix Hot 40', category: 'Phone' });
  const order = await insertTestOrder(db, {
    user: buyer,
    lines: [{ product, quantity: 1 }],
    status: 'Delivered',
  });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await db.insert(soldUnits).values({
    serial,
    orderId: order.id,
    orderItemId: line!.id,
    productId: product.id,
    productName: product.name,
    warrantyMonths: 12,
    soldAt: new Date(Date.now() - 40 * 86_400_000),
    warrantyUntil: accraDay(new Date(Date.now() + 300 * 86_400_000)),
  });
  return { buyer, order };
}

describeEachDatabase('the warranty check names an open claim', {}, (context) => {
  const lookUp = async (serial: string) => {
    const response = await call(context.app, 'GET', `/api/warranty/${serial}`, {
      remoteAddress: freshAddress(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return warrantyResponseSchema.parse(response.body).warranty;
  };

  it('answers no claim, then the open claim with its number and status, and none once it is settled', async () => {
    const serial = freshImei();
    const { buyer, order } = await deliveredPhone(context, serial);
    expect((await lookUp(serial)).claim).toBeNull();

    const sent = await call(context.app, 'POST', `/api/orders/${order.id}/returns`, {
      token: buyer.token,
      body: { kind: 'warranty', serial, note: 'It no longer charges.' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const warranty = await lookUp(serial);
    expect(warranty.claim).toEqual({
      number: sent.body.request.number,
      status: 'Requested',
      statusLabel: RETURN_STATES.Requested.label,
    });
    expect(WARRANTY_PAGE_TEXTS.openClaim(warranty.claim!.number, warranty.claim!.statusLabel)).toBe(
      `${sent.body.request.number} is open on this unit: Requested`,
    );
    // Still nothing about the order or its buyer.
    expect(JSON.stringify(warranty)).not.toContain(order.id);
    expect(JSON.stringify(warranty)).not.toContain('Efua');

    await context.database.db
      .update(returnRequests)
      .set({ status: 'Rejected' })
      .where(eq(returnRequests.number, sent.body.request.id));
    expect((await lookUp(serial)).claim).toBeNull();
  });
});
