import { refundableForUnits } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser } from '../../../test/helpers/admin-fixtures';
import { checkout, productsInStock } from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper } from '../../../test/helpers/users';
import { orderItems, orders, testPaymentTransactions } from '../../db/schema';
import { RefundRefusedError } from '../payments';
import { refundReturn } from './refund-service';
import { orderRow, receivedRequest } from './refund-test-fixtures';

/** A demo shop without Paystack keys refunds returns through its built-in test provider, part by part. */
describeEachDatabase('a refund of a return through the test payment provider', { seed: true }, (context) => {
  it('refunds part of the charge, and refuses more than is left of it', async () => {
    const shopper = await registerShopper(context.app);
    const [product] = await productsInStock(context.app, 2);
    const { reference } = await checkout(context.app, shopper, [[product!, 2]]);
    const [order] = await context.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentReference, reference));
    const [line] = await context.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id))
      .orderBy(asc(orderItems.id));
    const staff = await createTestUser(context.database.db, { isAdmin: true });
    const request = await receivedRequest(context, order!, [{ orderItemId: line!.id, quantity: 1 }]);

    await refundReturn(context.app, request.number, {}, staff.id);

    const share = refundableForUnits(line!, 0, 1);
    const transactionOf = async () =>
      (
        await context.database.db
          .select()
          .from(testPaymentTransactions)
          .where(eq(testPaymentTransactions.reference, reference))
      )[0]!;
    expect(await transactionOf()).toMatchObject({ status: 'success', refundedPesewas: share });
    expect(await orderRow(context, order!.id)).toMatchObject({
      paymentStatus: 'Partly refunded',
      refundedPesewas: share,
    });

    const left = order!.totalPesewas - share;
    await expect(
      context.app.paymentProvider.refund(reference, { amountPesewas: left + 1, note: 'refund-too-much' }),
    ).rejects.toBeInstanceOf(RefundRefusedError);
    await context.app.paymentProvider.refund(reference, { amountPesewas: left, note: 'refund-the-rest' });
    expect(await transactionOf()).toMatchObject({ status: 'reversed', refundedPesewas: order!.totalPesewas });
  });

  it("while one request's refund is failed, refunding the rest keeps the payment Partly refunded; its retry makes it Refunded", async () => {
    const shopper = await registerShopper(context.app);
    const [product] = await productsInStock(context.app, 2);
    const { reference } = await checkout(context.app, shopper, [[product!, 2]]);
    const [order] = await context.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentReference, reference));
    const [line] = await context.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id));
    const staff = await createTestUser(context.database.db, { isAdmin: true });
    const first = await receivedRequest(context, order!, [{ orderItemId: line!.id, quantity: 1 }]);
    const second = await receivedRequest(context, order!, [{ orderItemId: line!.id, quantity: 1 }]);
    const setCharge = (status: string) =>
      context.database.db
        .update(testPaymentTransactions)
        .set({ status })
        .where(eq(testPaymentTransactions.reference, reference));

    // The provider refuses the first (its charge is not refundable for a moment).
    await setCharge('abandoned');
    await expect(refundReturn(context.app, first.number, {}, staff.id)).rejects.toMatchObject({
      statusCode: 409,
    });
    await setCharge('success');
    await refundReturn(context.app, second.number, { refundDelivery: true }, staff.id);
    const between = await orderRow(context, order!.id);
    expect(between.refundedPesewas).toBe(between.totalPesewas);
    expect(between.paymentStatus).toBe('Partly refunded');

    expect(await refundReturn(context.app, first.number, {}, staff.id)).toMatchObject({ status: 'Refunded' });
    expect(await orderRow(context, order!.id)).toMatchObject({
      paymentStatus: 'Refunded',
      refundedPesewas: between.totalPesewas,
    });
  });
});
