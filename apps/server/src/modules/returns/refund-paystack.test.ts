import {
  creditNoteResponseSchema,
  DEFAULT_TAX_RATES,
  DEFAULT_TAX_SETTINGS,
  formatCreditNoteNumber,
  formatGhs,
  formatInvoiceNumber,
  RETURN_MESSAGES,
  refundableForUnits,
  splitTaxInclusive,
  startCheckoutResponseSchema,
  toCedis,
} from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTestUser, insertTestProduct, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { cartFigures, insertPromotion, startBody, startCheckout } from '../../../test/helpers/checkout';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { cityFee } from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { invoices, orderItems, refunds, returnRequests } from '../../db/schema';
import { saveTaxSettings } from '../taxes';
import { refundReturn } from './refund-service';
import {
  orderRow,
  pdfText,
  receivedRequest,
  refundsOfOrder,
  requestRow,
  variantCounts,
} from './refund-test-fixtures';

const SECRET_KEY = 'sk_test_return_refunds';
const fake = await startFakePaystack();
afterAll(() => fake.close());

describeEachDatabase(
  'a refund of a return through Paystack',
  {
    seed: true,
    config: {
      paystack: { publicKey: 'pk_test_return_refunds', secretKey: SECRET_KEY, apiBase: fake.url },
      paystackApiBase: fake.url,
      paystackTimeoutMs: 15_000,
    },
  },
  (context) => {
    let staff: TestUser;
    beforeAll(async () => {
      staff = await createTestUser(context.database.db, { isAdmin: true, name: 'Kojo Staff' });
      await saveTaxSettings(context.database.db, {
        ...DEFAULT_TAX_SETTINGS,
        registered: true,
        tin: 'C0012345678',
      });
    });

    /** Two GHS 2,299 phones bought with `code` (when given) and paid in the fake Paystack popup. */
    async function paidPhones(code?: string) {
      const user = await createTestUser(context.database.db);
      const shopper = { name: user.name, email: user.email, password: '', token: user.token };
      const phone = await insertTestProduct(context.database.db, {
        pricePesewas: 229_900,
        category: 'Phone',
        subcategory: 'Android Phone',
        brand: 'Samsung',
        stock: 20,
      });
      const added = await call(context.app, 'POST', '/api/cart/add', {
        token: user.token,
        body: { productId: phone.publicId, quantity: 2 },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      if (code) {
        const entered = await call(context.app, 'POST', '/api/cart/discount', {
          token: user.token,
          body: { code },
        });
        expect(entered.status, JSON.stringify(entered.body)).toBe(200);
      }
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
      expect(order.paymentStatus).toBe('Paid');
      const [line] = await context.database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      return { order, line: line!, phone, buyer: user };
    }

    afterEach(() => {
      fake.failRefund = false;
      fake.refundError = null;
    });

    const asksFor = (reference: string) =>
      fake.refundRequests.filter((asked) => asked.reference === reference);

    it("pays back one discounted phone's paid share to the pesewa, with a tax credit note against the invoice", async () => {
      const promotion = await insertPromotion(context, {
        kind: 'percent',
        percent: 10,
        description: '10 % off',
      });
      const { order, line, phone, buyer } = await paidPhones(promotion.code ?? undefined);
      expect(line.discountPesewas).toBe(45_980);
      const stockBefore = (await variantCounts(context, phone.id)).stock;
      const request = await receivedRequest(context, order, [{ orderItemId: line.id, quantity: 1 }]);

      const refunded = await refundReturn(context.app, request.number, { refundDelivery: false }, staff.id);

      expect(refunded.status).toBe('Refunded');
      const share = refundableForUnits(line, 0, 1);
      expect(share).toBe(229_900 - 22_990);
      const [refund] = await refundsOfOrder(context, order.id);
      expect(refund).toMatchObject({
        method: 'paystack',
        state: 'done',
        amountPesewas: share,
        deliveryPesewas: 0,
      });
      expect(asksFor(order.paymentReference)).toEqual([
        { reference: order.paymentReference, amount: share, merchantNote: `refund-${refund!.id}` },
      ]);
      expect(await orderRow(context, order.id)).toMatchObject({
        paymentStatus: 'Partly refunded',
        refundedPesewas: share,
      });
      expect((await variantCounts(context, phone.id)).stock).toBe(stockBefore + 1);

      const [invoice] = await context.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, order.id));
      const number = formatCreditNoteNumber(refund!.creditNoteNumber!);
      const answer = await call(context.app, 'GET', `/api/admin/orders/${order.id}/credit-notes/${number}`, {
        token: staff.token,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { creditNote } = creditNoteResponseSchema.parse(answer.body);
      const split = splitTaxInclusive(share, DEFAULT_TAX_RATES);
      expect(creditNote).toMatchObject({
        kind: 'tax-credit-note',
        invoiceNumber: formatInvoiceNumber(invoice!.number),
        total: toCedis(share),
        tax: {
          taxableValue: toCedis(split.taxableValuePesewas),
          vat: { rate: 15, amount: toCedis(split.vat.pesewas) },
          untaxedDelivery: 0,
        },
      });

      const pdf = await context.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/credit-notes/${number}.pdf`,
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(number);
      expect(text).toContain(formatInvoiceNumber(invoice!.number));
      expect(text).toContain(formatGhs(toCedis(share)));
      expect(text).toContain(formatGhs(toCedis(split.vat.pesewas)));
      for (const levy of split.levies) expect(text).toContain(formatGhs(toCedis(levy.pesewas)));
    });

    it('a refund Paystack refuses leaves the request Refund failed with the reason; the retry pays it once', async () => {
      const { order, line } = await paidPhones();
      const request = await receivedRequest(context, order, [{ orderItemId: line.id, quantity: 1 }], {
        condition: 'faulty',
      });
      const share = refundableForUnits(line, 0, 1);

      fake.failRefund = true;
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 502,
        message: RETURN_MESSAGES.refundFailed('status 500'),
      });
      fake.failRefund = false;
      fake.refundError = 'Insufficient balance to process refund';
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 409,
        message: RETURN_MESSAGES.refundFailed('Insufficient balance to process refund'),
      });
      fake.refundError = null;
      expect(await requestRow(context, request.id)).toMatchObject({
        status: 'Refund failed',
        refundFailure: 'Insufficient balance to process refund',
      });
      const [failed] = await refundsOfOrder(context, order.id);
      expect(failed).toMatchObject({ state: 'failed', attempts: 2, amountPesewas: share });
      // Counted from the moment it was written, and only once.
      expect((await orderRow(context, order.id)).refundedPesewas).toBe(share);

      const refunded = await refundReturn(context.app, request.number, { refundDelivery: true }, staff.id);
      expect(refunded).toMatchObject({ status: 'Refunded', refundFailure: null });
      const rows = await refundsOfOrder(context, order.id);
      expect(rows).toHaveLength(1);
      // A retry keeps the first refund's figures: the delivery ticked now is not added.
      expect(rows[0]).toMatchObject({ state: 'done', attempts: 3, amountPesewas: share, deliveryPesewas: 0 });
      expect(await orderRow(context, order.id)).toMatchObject({
        refundedPesewas: share,
        paymentStatus: 'Partly refunded',
      });
      expect(asksFor(order.paymentReference).map((asked) => asked.amount)).toEqual([share, share, share]);
      expect(fake.transactions.get(order.paymentReference)!.refunded).toBe(share);
    });

    it('two staff refunding two requests of one order at once, together more than was paid: one pays, the other is refused', async () => {
      const { order, line } = await paidPhones();
      const units = [{ orderItemId: line.id, quantity: 2 }];
      const first = await receivedRequest(context, order, units);
      const second = await receivedRequest(context, order, units);

      const results = await Promise.allSettled([
        refundReturn(context.app, first.number, { refundDelivery: true }, staff.id),
        refundReturn(context.app, second.number, { refundDelivery: true }, staff.id),
      ]);

      expect(
        results.filter((result) => result.status === 'fulfilled'),
        JSON.stringify(
          results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok')),
        ),
      ).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect(refused?.reason).toMatchObject({ statusCode: 409, message: RETURN_MESSAGES.refundMoreThanPaid });
      const after = await orderRow(context, order.id);
      expect(after.refundedPesewas).toBe(after.totalPesewas);
      expect(after.paymentStatus).toBe('Refunded');
      expect(await refundsOfOrder(context, order.id)).toHaveLength(1);
      expect(asksFor(order.paymentReference)).toHaveLength(1);
      expect(fake.transactions.get(order.paymentReference)!.refunded).toBe(after.totalPesewas);
    });

    it("a refund being asked is not asked twice; Paystack's refund events settle the one it failed", async () => {
      const { order, line } = await paidPhones();
      const request = await receivedRequest(context, order, [{ orderItemId: line.id, quantity: 1 }]);
      fake.failRefund = true;
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 502,
      });
      fake.failRefund = false;
      const [refund] = await refundsOfOrder(context, order.id);

      // Another staff member's ask still under way (the row asking, asked a moment ago): refused.
      await context.database.db.update(refunds).set({ state: 'asking' }).where(eq(refunds.id, refund!.id));
      await context.database.db
        .update(returnRequests)
        .set({ updatedAt: new Date() })
        .where(eq(returnRequests.id, request.id));
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 409,
        message: RETURN_MESSAGES.refundAsked,
      });
      expect(asksFor(order.paymentReference)).toHaveLength(1);

      // Paystack reports the refund failed, then, after all, processed.
      const post = (event: 'refund.processed' | 'refund.failed', note?: string) => {
        const signed = fake.refundWebhook(
          event,
          { reference: order.paymentReference, amount: refund!.amountPesewas, merchantNote: note },
          SECRET_KEY,
        );
        return context.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          payload: signed.payload,
          headers: signed.headers,
        });
      };
      expect((await post('refund.failed', `refund-${refund!.id}`)).statusCode).toBe(200);
      expect(await requestRow(context, request.id)).toMatchObject({ status: 'Refund failed' });
      // Matched by the charge and the amount when the note is not echoed.
      expect((await post('refund.processed')).statusCode).toBe(200);
      expect(await requestRow(context, request.id)).toMatchObject({ status: 'Refunded' });
      const [done] = await refundsOfOrder(context, order.id);
      expect(done).toMatchObject({ state: 'done' });
      expect(done!.creditNoteNumber).not.toBeNull();
      // Sent again, it changes nothing; a refund the shop never asked is acknowledged.
      expect((await post('refund.processed', `refund-${refund!.id}`)).statusCode).toBe(200);
      const stranger = fake.refundWebhook(
        'refund.processed',
        { reference: 'never-charged', amount: 100 },
        SECRET_KEY,
      );
      const unknown = await context.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: stranger.payload,
        headers: stranger.headers,
      });
      expect(unknown.statusCode).toBe(200);
      expect((await orderRow(context, order.id)).refundedPesewas).toBe(refund!.amountPesewas);
    });
  },
);
