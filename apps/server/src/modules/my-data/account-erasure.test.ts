import { MY_DATA_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { changedTables, snapshotTables } from '../../../test/helpers/table-snapshot';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { freshAddress, registerStaff } from '../../../test/helpers/users';
import { invoices, orders, productReviews, refunds } from '../../db/schema';
import { type FullShopper, shopperWithEverything } from './my-data-test-fixtures';
import { findWords } from './personal-data-search';

/** Every word that names the shopper: their e-mail, phone as stored and as typed, name, surname, street. */
const wordsOf = (shopper: FullShopper) => [
  shopper.email,
  shopper.phone,
  shopper.localPhone,
  shopper.phone.slice(1),
  shopper.name,
  shopper.name.split(' ')[1]!,
  shopper.street,
];

describeEachDatabase('Delete my account (decision 0071)', { seed: true }, (context) => {
  let keeper: FullShopper;
  let remover: FullShopper;

  const erase = (shopper: { token: string }, body: unknown) =>
    call(context.app, 'POST', '/api/user/delete-account', { token: shopper.token, body });

  const figuresOf = async (orderId: string) => {
    const db = context.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    return {
      order: [order!.subtotalPesewas, order!.discountPesewas, order!.shippingFeePesewas, order!.totalPesewas],
      invoice: { ...invoice!.document, buyer: undefined },
      creditNote: { ...refund!.creditNote!, buyer: undefined },
    };
  };

  it('refuses a wrong password and changes nothing', async () => {
    keeper = await shopperWithEverything(context);
    remover = await shopperWithEverything(context);
    const before = await snapshotTables(context.database, { leaveOut: { sessions: ['last_used_at'] } });
    const refused = await erase(keeper, { password: 'not-my-password', reviews: 'remove' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: MY_DATA_MESSAGES.wrongPassword });
    const after = await snapshotTables(context.database, { leaveOut: { sessions: ['last_used_at'] } });
    expect(changedTables(before, after)).toEqual([]);
    expect((await call(context.app, 'GET', '/api/user/profile', { token: keeper.token })).status).toBe(200);
  });

  it('refuses staff, whatever the password, and a visitor', async () => {
    const staff = await registerStaff(context);
    const refused = await erase(staff, { password: staff.password, reviews: 'remove' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MY_DATA_MESSAGES.staffCannotDelete);
    expect((await call(context.app, 'GET', '/api/user/profile', { token: staff.token })).status).toBe(200);
    expect((await erase({ token: 'nobody' }, { password: 'x', reviews: 'remove' })).status).toBe(401);
  });

  it('erases every word that named the shopper from every table, keeping the sales records whole', async () => {
    const figures = await figuresOf(keeper.orderId);
    expect(await findWords(context.database, wordsOf(keeper))).not.toEqual([]);

    const erased = await erase(keeper, { password: keeper.password, reviews: 'keep-as-a-buyer' });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.message).toBe(MY_DATA_MESSAGES.accountDeleted);

    expect(await findWords(context.database, wordsOf(keeper))).toEqual([]);
    // The other shopper's rows are untouched.
    const others = await findWords(context.database, [remover.email]);
    expect(others.map((finding) => finding.table)).toEqual(
      expect.arrayContaining(['users', 'orders', 'invoices', 'outbox', 'newsletter_subscribers', 'payments']),
    );

    // The order, its invoice and its credit note keep every figure; the buyer is "Deleted customer".
    expect(await figuresOf(keeper.orderId)).toEqual(figures);
    const [order] = await context.database.db.select().from(orders).where(eq(orders.id, keeper.orderId));
    expect(`${order!.firstName} ${order!.lastName}`).toBe('Deleted customer');
    expect(order!.totalPesewas).toBe(
      order!.subtotalPesewas - order!.discountPesewas + order!.shippingFeePesewas,
    );
    const staff = await registerStaff(context);
    const invoice = await call(context.app, 'GET', `/api/admin/orders/${keeper.orderId}/invoice`, {
      token: staff.token,
    });
    expect(invoice.status).toBe(200);
    expect(invoice.body.invoice.buyer.name).toBe('Deleted customer');
    const lineTotals = invoice.body.invoice.lines.reduce(
      (sum: number, line: { total: number }) => sum + line.total,
      0,
    );
    expect(lineTotals - invoice.body.invoice.discount + invoice.body.invoice.delivery).toBeCloseTo(
      invoice.body.invoice.total,
    );
    const pdf = await context.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${keeper.orderId}/invoice.pdf`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The review stays, as "A buyer" with no account behind it.
    const [review] = await context.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, keeper.reviewId));
    expect(review).toMatchObject({ authorName: 'A buyer', userId: null });
  });

  it('ends every session and frees the e-mail for a new sign-up', async () => {
    expect((await call(context.app, 'GET', '/api/user/profile', { token: keeper.token })).status).toBe(401);
    const login = await call(context.app, 'POST', '/api/user/login', {
      body: { email: keeper.email, password: keeper.password },
      remoteAddress: freshAddress(),
    });
    expect(login.status).toBe(401);
    const again = await call(context.app, 'POST', '/api/user/register', {
      body: { name: 'Someone New', email: keeper.email, password: keeper.password },
      remoteAddress: freshAddress(),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const profile = await call(context.app, 'GET', '/api/user/profile', { token: again.body.token });
    expect(profile.body.user).toMatchObject({ name: 'Someone New', email: keeper.email });
  });

  it('removes the reviews when the shopper chooses so', async () => {
    const erased = await erase(remover, { password: remover.password, reviews: 'remove' });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const reviews = await context.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, remover.reviewId));
    expect(reviews).toEqual([]);
    expect(await findWords(context.database, wordsOf(remover))).toEqual([]);
  });
});
