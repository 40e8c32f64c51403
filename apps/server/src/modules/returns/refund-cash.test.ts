import {
  creditNoteResponseSchema,
  formatCreditNoteNumber,
  howOrderIsPaid,
  RETURN_ADMIN_TEXTS,
  RETURN_MESSAGES,
  refundableForUnits,
  toCedis,
} from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { refundReturn } from './refund-service';
import {
  collectedOrder,
  orderRow,
  receivedRequest,
  refundsOfOrder,
  requestRow,
  variantCounts,
} from './refund-test-fixtures';

/** GHS 1,500 phones, GHS 100 off the line of two, GHS 20 delivery: what the rider collected. */
const PHONE = { pricePesewas: 150_000, quantity: 2, discountPesewas: 10_001 };

describeEachDatabase('a refund of an order paid at the door, in cash or by MoMo', {}, (context) => {
  let staff: TestUser;
  beforeAll(async () => {
    staff = await createTestUser(context.database.db, { isAdmin: true, name: 'Kojo Staff' });
  });

  /** Today's revenue on the staff dashboard, in cedis. */
  const revenueToday = async () => {
    const answer = await call(context.app, 'GET', '/api/admin/dashboard', { token: staff.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const days = (answer.body as { days: { date: string; revenue: number }[] }).days;
    return days.at(-1)!.revenue;
  };

  it('needs the cash receipt or MoMo transaction id, and refuses Paystack, writing nothing', async () => {
    const { order, items } = await collectedOrder(context, [PHONE]);
    const request = await receivedRequest(context, order, [{ orderItemId: items[0]!.id, quantity: 1 }]);

    await expect(
      refundReturn(context.app, request.number, { method: 'cash' }, staff.id),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: RETURN_MESSAGES.refundReferenceRequired,
    });
    await expect(
      refundReturn(context.app, request.number, { method: 'momo', reference: '   ' }, staff.id),
    ).rejects.toMatchObject({ statusCode: 400, message: RETURN_MESSAGES.refundReferenceRequired });
    await expect(
      refundReturn(context.app, request.number, { method: 'paystack', reference: 'R-1' }, staff.id),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: RETURN_MESSAGES.refundMethodNotForOrder(RETURN_ADMIN_TEXTS.refundMethods.paystack),
    });
    expect(await refundsOfOrder(context, order.id)).toEqual([]);
    expect((await orderRow(context, order.id)).refundedPesewas).toBe(0);
    expect((await requestRow(context, request.id)).status).toBe('Received');
  });

  it("refunds a faulty unit's paid share in cash with its receipt: a credit note, Partly refunded, the unit counted faulty", async () => {
    const { buyer, order, items, products } = await collectedOrder(context, [PHONE]);
    const before = await variantCounts(context, products[0]!.id);
    const request = await receivedRequest(context, order, [{ orderItemId: items[0]!.id, quantity: 1 }], {
      condition: 'faulty',
    });
    const revenueBefore = await revenueToday();

    const refunded = await refundReturn(
      context.app,
      request.number,
      { method: 'cash', reference: 'RCPT-0042', refundDelivery: true },
      staff.id,
    );

    expect(refunded.status).toBe('Refunded');
    const share = refundableForUnits(items[0]!, 0, 1);
    // The line's GHS 100.01 off is spread over its two units, to the pesewa.
    expect(share + refundableForUnits(items[0]!, 1, 1)).toBe(300_000 - 10_001);
    const [refund] = await refundsOfOrder(context, order.id);
    expect(refund).toMatchObject({
      method: 'cash',
      reference: 'RCPT-0042',
      state: 'done',
      goodsPesewas: share,
      deliveryPesewas: 2_000,
      amountPesewas: share + 2_000,
      attempts: 1,
    });
    const paid = await orderRow(context, order.id);
    expect(paid.refundedPesewas).toBe(share + 2_000);
    expect(paid.paymentStatus).toBe('Partly refunded');
    // Still says how it was paid, not "Paid online".
    expect(
      howOrderIsPaid({
        paymentMethod: paid.paymentMethod,
        paymentStatus: paid.paymentStatus,
        total: toCedis(paid.totalPesewas),
        collection: { method: paid.collectionMethod },
      }),
    ).toBe('Paid on delivery (cash)');
    // Revenue counts what the order kept.
    expect(Math.round((revenueBefore - (await revenueToday())) * 100)).toBe(share + 2_000);
    const after = await variantCounts(context, products[0]!.id);
    expect(after).toEqual({ stock: before.stock, faultyUnits: before.faultyUnits + 1 });

    const number = formatCreditNoteNumber(refund!.creditNoteNumber!);
    const shopperAnswer = await call(context.app, 'GET', `/api/orders/${order.id}/credit-notes/${number}`, {
      token: buyer.token,
    });
    expect(shopperAnswer.status, JSON.stringify(shopperAnswer.body)).toBe(200);
    expect(shopperAnswer.headers['cache-control']).toBe('private, no-store');
    const { creditNote } = creditNoteResponseSchema.parse(shopperAnswer.body);
    expect(creditNote).toMatchObject({
      number,
      kind: 'credit-note',
      invoiceNumber: null,
      returnNumber: `RET-${request.number}`,
      lines: [{ quantity: 1, amount: toCedis(share), serials: [] }],
      goods: toCedis(share),
      delivery: 20,
      total: toCedis(share + 2_000),
      tax: null,
      method: RETURN_ADMIN_TEXTS.refundMethods.cash,
      reference: 'RCPT-0042',
    });
    const staffPdf = await call(
      context.app,
      'GET',
      `/api/admin/orders/${order.id}/credit-notes/${number}.pdf`,
      {
        token: staff.token,
      },
    );
    expect(staffPdf.status).toBe(200);
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    expect(staffPdf.headers['content-disposition']).toContain(`${number}.pdf`);

    // Another shopper's eyes, and a number the order has none of, meet the same 404.
    const stranger = await createTestUser(context.database.db);
    for (const [token, path] of [
      [stranger.token, `/api/orders/${order.id}/credit-notes/${number}`],
      [buyer.token, `/api/orders/${order.id}/credit-notes/CRN-999999`],
      [buyer.token, `/api/orders/${order.id}/credit-notes/${number}.pdf`.replace(number, 'nonsense')],
    ] as const) {
      expect((await call(context.app, 'GET', path, { token })).status).toBe(404);
    }

    // The request is settled: a second press is refused by the table of moves.
    await expect(
      refundReturn(context.app, request.number, { method: 'cash', reference: 'RCPT-0043' }, staff.id),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await refundsOfOrder(context, order.id)).toHaveLength(1);
  });

  it('a resaleable unit goes back on the shelf, and the last unit makes the payment Refunded', async () => {
    const { order, items, products } = await collectedOrder(
      context,
      [{ ...PHONE, quantity: 1, discountPesewas: 0 }],
      0,
    );
    const before = await variantCounts(context, products[0]!.id);
    const request = await receivedRequest(context, order, [{ orderItemId: items[0]!.id, quantity: 1 }]);
    await refundReturn(context.app, request.number, { method: 'momo', reference: 'MOMO-77' }, staff.id);
    expect((await variantCounts(context, products[0]!.id)).stock).toBe(before.stock + 1);
    const paid = await orderRow(context, order.id);
    expect(paid).toMatchObject({ paymentStatus: 'Refunded', refundedPesewas: paid.totalPesewas });
    expect(
      howOrderIsPaid({
        paymentMethod: paid.paymentMethod,
        paymentStatus: paid.paymentStatus,
        total: toCedis(paid.totalPesewas),
        collection: { method: paid.collectionMethod },
      }),
    ).toBe('Paid on delivery (cash)');
  });
});
