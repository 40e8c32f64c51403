import { randomBytes } from 'node:crypto';
import {
  formatGhs,
  RETURN_MAIL_TEXTS,
  RETURN_SMS_TEXTS,
  RETURN_TEXTS,
  type ReturnStatus,
  returnRequestResponseSchema,
} from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser, insertTestOrder, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { orderItems, outbox, refunds, returnRequests } from '../../db/schema';
import { segmentsOf } from '../messages';
import { changeOrderTexts } from '../users';
import { returnMessengerOf } from './return-messages';
import { lockReturnByNumber, moveReturn, type ReturnMovePatch } from './return-repository';

const PUBLIC_URL = 'https://shop.test';
const STAFF_ALERTS = 'alerts@kwiktech.test';
const SHOPPER_PHONE = '+233241234567'; // insertTestOrder's delivery phone

/** A Delivered order of one phone, bought by a new shopper, delivered today. */
async function deliveredOrder(context: TestContext) {
  const db = context.database.db;
  const buyer = await createTestUser(db, { name: 'Efua Boateng' });
  const product = await insertTestProduct(db, {
    name: `Infinix Hot ${randomBytes(3).toString('hex')}`,
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Infinix',
    pricePesewas: 120_000,
  });
  const order = await insertTestOrder(db, {
    user: buyer,
    lines: [{ product, quantity: 1 }],
    firstName: 'Efua',
    lastName: 'Boateng',
    status: 'Delivered',
  });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { buyer, product, order, line: line! };
}

/** The shopper's request, sent as the storefront sends it. */
async function askReturn(context: TestContext, sale: Awaited<ReturnType<typeof deliveredOrder>>) {
  const response = await call(context.app, 'POST', `/api/orders/${sale.order.id}/returns`, {
    token: sale.buyer.token,
    body: {
      kind: 'return',
      reason: 'faulty',
      units: [{ orderItemId: sale.line.id, quantity: 1 }],
      note: 'The screen stays black.',
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return returnRequestResponseSchema.parse(response.body).request;
}

/** Moves a request as staff's call does: locked, through the one writer. */
async function move(context: TestContext, number: number, to: ReturnStatus, patch: ReturnMovePatch = {}) {
  await context.database.db.transaction(async (transaction) => {
    const row = await lockReturnByNumber(transaction, number);
    await moveReturn(transaction, row!, to, { patch, messenger: returnMessengerOf(context.app) });
  });
}

async function returnIdOf(context: TestContext, number: number): Promise<number> {
  const [row] = await context.database.db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(eq(returnRequests.number, number));
  return row!.id;
}

const messagesTo = (context: TestContext, recipient: string, channel: 'email' | 'sms') =>
  context.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(outbox.createdAt);

describeEachDatabase(
  'what a return request tells its shopper and staff',
  { config: { publicUrl: PUBLIC_URL, staffAlertEmail: STAFF_ALERTS } },
  (context) => {
    it('tells the shopper the request arrived and what comes next, and alerts staff with who asks for what', async () => {
      const sale = await deliveredOrder(context);
      const request = await askReturn(context, sale);

      const [received] = await messagesTo(context, sale.buyer.email, 'email');
      expect(received!.subject).toBe(
        RETURN_MAIL_TEXTS.requested.subject(request.number, request.orderNumber),
      );
      expect(received!.text).toContain(RETURN_TEXTS.nextSteps);
      expect(received!.text).toContain(`${PUBLIC_URL}/track_order`);

      const alerts = (await messagesTo(context, STAFF_ALERTS, 'email')).filter((mail) =>
        mail.subject.includes(request.number),
      );
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.kind).toBe('staff-new-return');
      expect(alerts[0]!.text).toContain('Efua Boateng');
      expect(alerts[0]!.text).toContain(sale.product.name);
      expect(alerts[0]!.text).toContain('The screen stays black.');
      expect(alerts[0]!.text).toContain(`${PUBLIC_URL}/admin/returns/${request.id}`);
    });

    it('tells an approved shopper to bring or send the unit, and a rejected one why', async () => {
      const approvedSale = await deliveredOrder(context);
      const approved = await askReturn(context, approvedSale);
      await move(context, approved.id, 'Approved');
      const approvedMails = await messagesTo(context, approvedSale.buyer.email, 'email');
      expect(approvedMails.map((mail) => mail.subject)).toContain(
        RETURN_MAIL_TEXTS.approved.subject(approved.number),
      );
      expect(approvedMails.at(-1)!.text).toContain(RETURN_MAIL_TEXTS.approved.intro(approved.number));

      const rejectedSale = await deliveredOrder(context);
      const rejected = await askReturn(context, rejectedSale);
      await move(context, rejected.id, 'Rejected', { rejectionReason: 'The phone was dropped in water' });
      const rejectedMail = (await messagesTo(context, rejectedSale.buyer.email, 'email')).at(-1)!;
      expect(rejectedMail.subject).toBe(RETURN_MAIL_TEXTS.rejected.subject(rejected.number));
      expect(rejectedMail.text).toContain('Reason: The phone was dropped in water');
      expect(rejectedMail.html).toContain('Reason: The phone was dropped in water');
    });

    it('says a refund with its amount and credit note, and nothing of a failed refund or the closing', async () => {
      const sale = await deliveredOrder(context);
      const request = await askReturn(context, sale);
      await move(context, request.id, 'Approved');
      await move(context, request.id, 'Received', { condition: 'faulty' });
      const before = (await messagesTo(context, sale.buyer.email, 'email')).length;
      await move(context, request.id, 'Refund failed', { refundFailure: 'Paystack is unavailable' });
      expect(await messagesTo(context, sale.buyer.email, 'email')).toHaveLength(before);

      // The refund as the refund's transaction leaves it: done, with its credit note.
      await context.database.db.insert(refunds).values({
        orderId: sale.order.id,
        returnId: await returnIdOf(context, request.id),
        goodsPesewas: 120_000,
        amountPesewas: 120_000,
        method: 'paystack',
        state: 'done',
        creditNoteNumber: 700_000 + Math.floor(Math.random() * 99_999),
        doneAt: new Date(),
      });
      await move(context, request.id, 'Refunded');
      const refunded = (await messagesTo(context, sale.buyer.email, 'email')).at(-1)!;
      expect(refunded.subject).toBe(RETURN_MAIL_TEXTS.refunded.subject(request.number, formatGhs(1200)));
      expect(refunded.text).toMatch(/Credit note CRN-\d+/);
      expect(refunded.text).toContain(`${PUBLIC_URL}/credit_note/${sale.order.id}/CRN-`);

      const count = (await messagesTo(context, sale.buyer.email, 'email')).length;
      await move(context, request.id, 'Closed');
      expect(await messagesTo(context, sale.buyer.email, 'email')).toHaveLength(count);
    });

    it('texts the shopper each step in one GSM-7 segment, unless they turned order texts off', async () => {
      const sale = await deliveredOrder(context);
      const request = await askReturn(context, sale);
      await move(context, request.id, 'Rejected', {
        rejectionReason: `The unit was opened by another repairer, ${'and its seal is broken '.repeat(8)}`,
      });
      const texts = (await messagesTo(context, SHOPPER_PHONE, 'sms')).filter((sms) =>
        sms.text.includes(request.number),
      );
      expect(texts.map((sms) => sms.text)).toEqual([
        RETURN_SMS_TEXTS.requested(request.number, request.orderNumber, `${PUBLIC_URL}/track_order`),
        expect.stringContaining(`request ${request.number} was not approved: The unit was opened`),
      ]);
      for (const sms of texts) expect(segmentsOf(sms.text)).toMatchObject({ encoding: 'GSM-7' });
      expect(segmentsOf(texts[1]!.text).segments).toBeLessThanOrEqual(2);

      const quiet = await deliveredOrder(context);
      await changeOrderTexts(context.database.db, quiet.buyer.id, false);
      const unheard = await askReturn(context, quiet);
      const quietTexts = (await messagesTo(context, SHOPPER_PHONE, 'sms')).filter((sms) =>
        sms.text.includes(unheard.number),
      );
      expect(quietTexts).toEqual([]);
      expect(await messagesTo(context, quiet.buyer.email, 'email')).toHaveLength(1);
    });
  },
);
