import {
  adminReturnListResponseSchema,
  adminReturnResponseSchema,
  RETURN_MESSAGES,
  RETURN_STATES,
  returnRequestResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import {
  deliveredPhoneOrder,
  insertReturnRequest,
  returnAsStored,
  staffMember,
} from '../../../test/helpers/staff-return-fixtures';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { orders } from '../../db/schema';

describeEachDatabase('staff work a return request', {}, (context) => {
  const move = (token: string, number: number | string, body: unknown) =>
    call(context.app, 'POST', `/api/admin/returns/${number}/moves`, { token, body });

  async function newRequest(options: { reason?: 'faulty' | 'changed-mind'; quantity?: number } = {}) {
    const sale = await deliveredPhoneOrder(context, { quantity: options.quantity ?? 2 });
    const request = await insertReturnRequest(context, {
      orderId: sale.order.id,
      user: sale.buyer,
      reason: options.reason,
      units: [{ orderItemId: sale.line.id, quantity: options.quantity ?? 2 }],
    });
    return { ...sale, request };
  }

  it('reads a request with its customer, what a refund may pay, by which method, and the moves staff may make', async () => {
    const staff = await staffMember(context);
    const { request, order } = await newRequest();
    const response = await call(context.app, 'GET', `/api/admin/returns/RET-${request.number}`, {
      token: staff.token,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = adminReturnResponseSchema.parse(response.body).request;
    expect(answer).toMatchObject({
      number: `RET-${request.number}`,
      status: 'Requested',
      customer: { name: 'Yaa Asantewaa', email: order.email, phoneNumber: '+233241234567' },
      paymentMethod: 'pay-online',
      paymentStatus: 'Paid',
      // Two units of GHS 1,500, and the delivery charged, since a faulty phone is the shop's fault.
      refundableGoods: 3000,
      refundableDelivery: 20,
      refundMethods: ['paystack'],
      moves: ['Approved', 'Rejected'],
      history: [{ status: 'Requested', staff: null }],
    });

    const customer = await staffMember(context);
    const byNumber = await call(context.app, 'GET', `/api/admin/returns/${request.number}`, {
      token: customer.token,
    });
    expect(byNumber.status).toBe(200);
    const missing = await call(context.app, 'GET', '/api/admin/returns/RET-999999999', {
      token: staff.token,
    });
    expect(missing).toMatchObject({ status: 404, body: { message: RETURN_MESSAGES.requestNotFound } });
  });

  it('a change of mind may not refund delivery', async () => {
    const staff = await staffMember(context);
    const { request } = await newRequest({ reason: 'changed-mind', quantity: 1 });
    const response = await call(context.app, 'GET', `/api/admin/returns/${request.number}`, {
      token: staff.token,
    });
    expect(response.body.request).toMatchObject({ refundableGoods: 1500, refundableDelivery: null });
  });

  it('refuses a move the table does not have, and writes nothing', async () => {
    const staff = await staffMember(context);
    const { request } = await newRequest();
    const before = await returnAsStored(context, request.number);

    const skipped = await move(staff.token, request.number, { status: 'Received', condition: 'faulty' });
    expect(skipped).toMatchObject({
      status: 409,
      body: {
        success: false,
        message: RETURN_MESSAGES.moveNotAllowed(RETURN_STATES.Requested.label, RETURN_STATES.Received.label),
      },
    });
    expect(await returnAsStored(context, request.number)).toEqual(before);

    expect((await move(staff.token, request.number, { status: 'Approved' })).status).toBe(200);
    const approved = await returnAsStored(context, request.number);
    const again = await move(staff.token, request.number, { status: 'Approved' });
    expect(again.status).toBe(409);
    expect(await returnAsStored(context, request.number)).toEqual(approved);
  });

  it('a rejection says its reason to the shopper, and names the staff member in the history', async () => {
    const staff = await staffMember(context, 'Abena Staff');
    const { request, buyer } = await newRequest();
    const reason = 'The screen was broken by a fall, which the warranty does not cover.';
    const rejected = await move(staff.token, `RET-${request.number}`, { status: 'Rejected', reason });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const answer = adminReturnResponseSchema.parse(rejected.body);
    expect(answer.message).toBe(RETURN_MESSAGES.moved(`RET-${request.number}`, RETURN_STATES.Rejected.label));
    expect(answer.request).toMatchObject({
      status: 'Rejected',
      rejectionReason: reason,
      moves: ['Closed'],
      refundableGoods: 0,
    });
    expect(answer.request.history.at(-1)).toMatchObject({
      status: 'Rejected',
      note: reason,
      staff: 'Abena Staff',
    });

    const shopperView = await call(context.app, 'GET', `/api/returns/${request.number}`, {
      token: buyer.token,
    });
    expect(shopperView.status, JSON.stringify(shopperView.body)).toBe(200);
    expect(returnRequestResponseSchema.parse(shopperView.body).request).toMatchObject({
      status: 'Rejected',
      rejectionReason: reason,
    });

    const noReason = await move(staff.token, request.number, { status: 'Rejected' });
    expect(noReason.status).toBe(400);
  });

  it('two staff approving at the same instant: one is approved, the other told it already was, one history line', async () => {
    const [first, second] = [
      await staffMember(context, 'Ama Staff'),
      await staffMember(context, 'Kwesi Staff'),
    ];
    const { request } = await newRequest();
    const answers = await Promise.all([
      move(first.token, request.number, { status: 'Approved' }),
      move(second.token, request.number, { status: 'Approved' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { row, history } = await returnAsStored(context, request.number);
    expect(row.status).toBe('Approved');
    expect(history.filter((event) => event.status === 'Approved')).toHaveLength(1);
  });

  it('receives a unit with its condition, and repairs it with a note the shopper reads', async () => {
    const staff = await staffMember(context);
    const { request } = await newRequest();
    await move(staff.token, request.number, { status: 'Approved' });
    const noCondition = await move(staff.token, request.number, { status: 'Received' });
    expect(noCondition.status).toBe(400);
    expect(noCondition.body.message.toLowerCase()).toContain(RETURN_MESSAGES.conditionRequired.toLowerCase());
    const received = await move(staff.token, request.number, { status: 'Received', condition: 'faulty' });
    expect(received.body.request).toMatchObject({
      status: 'Received',
      condition: 'faulty',
      moves: ['Refunded', 'Replaced', 'Repaired'],
    });
    const repaired = await move(staff.token, request.number, {
      status: 'Repaired',
      note: 'New charging port.',
    });
    expect(repaired.body.request).toMatchObject({ status: 'Repaired', resolutionNote: 'New charging port.' });
    const closed = await move(staff.token, request.number, { status: 'Closed' });
    expect(closed.body.request).toMatchObject({ status: 'Closed', moves: [] });
  });

  it('refunds a received unit of an order paid at the door through the same call, once', async () => {
    const staff = await staffMember(context);
    const { request, order } = await newRequest({ quantity: 1 });
    await context.database.db
      .update(orders)
      .set({
        paymentMethod: 'pay-on-delivery',
        paymentStatus: 'Collected',
        collectionOutcome: 'collected',
        collectionMethod: 'cash',
        collectedPesewas: order.totalPesewas,
      })
      .where(eq(orders.id, order.id));
    await move(staff.token, request.number, { status: 'Approved' });
    const received = await move(staff.token, request.number, { status: 'Received', condition: 'resaleable' });
    expect(received.body.request).toMatchObject({
      refundMethods: ['cash', 'momo'],
      paymentStatus: 'Collected',
    });

    const noReceipt = await move(staff.token, request.number, { status: 'Refunded', method: 'cash' });
    expect(noReceipt).toMatchObject({
      status: 400,
      body: { message: RETURN_MESSAGES.refundReferenceRequired },
    });
    const refunded = await move(staff.token, request.number, {
      status: 'Refunded',
      method: 'cash',
      reference: 'RCPT-0042',
      refundDelivery: true,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const answer = adminReturnResponseSchema.parse(refunded.body);
    expect(answer.message).toBe(RETURN_MESSAGES.moved(`RET-${request.number}`, RETURN_STATES.Refunded.label));
    expect(answer.request).toMatchObject({
      status: 'Refunded',
      // One unit and the delivery: everything the rider collected went back.
      paymentStatus: 'Refunded',
      refund: { amount: 1520, goods: 1500, delivery: 20, method: 'cash', state: 'done' },
      refundableGoods: 1500,
      refundableDelivery: 20,
      moves: ['Closed'],
    });
    expect(answer.request.history.at(-1)).toMatchObject({ status: 'Refunded', staff: 'Kofi Staff' });
    const again = await move(staff.token, request.number, {
      status: 'Refunded',
      method: 'cash',
      reference: 'R-2',
    });
    expect(again.status).toBe(409);
  });

  it('only staff reach the queue and the moves', async () => {
    const { request, buyer } = await newRequest();
    expect((await call(context.app, 'GET', '/api/admin/returns')).status).toBe(401);
    expect((await call(context.app, 'GET', '/api/admin/returns', { token: buyer.token })).status).toBe(403);
    expect((await move(buyer.token, request.number, { status: 'Approved' })).status).toBe(403);
    expect((await returnAsStored(context, request.number)).row.status).toBe('Requested');
  });

  it('lists a queue oldest first (done newest first), 20 a page, with the count of every queue', async () => {
    const staff = await staffMember(context);
    const queue = async (name: string, page = 1) => {
      const response = await call(context.app, 'GET', `/api/admin/returns?queue=${name}&page=${page}`, {
        token: staff.token,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return adminReturnListResponseSchema.parse(response.body);
    };
    const before = (await queue('new')).counts;
    const sale = await deliveredPhoneOrder(context, { quantity: 4 });
    const insert = (status: 'Requested' | 'Received' | 'Refund failed' | 'Closed', createdAt: Date) =>
      insertReturnRequest(context, {
        orderId: sale.order.id,
        user: sale.buyer,
        units: [{ orderItemId: sale.line.id, quantity: 1 }],
        status,
        createdAt,
      });
    // Far in the past: the oldest of the open queues; far ahead: the newest of done.
    const oldest = await insert('Requested', new Date('2001-01-01T00:00:00Z'));
    const older = await insert('Received', new Date('2001-01-02T00:00:00Z'));
    const failed = await insert('Refund failed', new Date('2001-01-01T00:00:00Z'));
    const newestDone = await insert('Closed', new Date('2199-01-01T00:00:00Z'));

    const fresh = await queue('new');
    expect(fresh.counts).toEqual({
      new: before.new + 1,
      approved: before.approved,
      received: before.received + 2,
      done: before.done + 1,
    });
    expect(fresh.requests[0]!.id).toBe(oldest.number);
    expect(fresh.requests.every((request) => request.status === 'Requested')).toBe(true);
    expect(fresh.requests[0]).not.toHaveProperty('history');

    const received = await queue('received');
    expect(received.requests.slice(0, 2).map((request) => request.id)).toEqual([failed.number, older.number]);
    const done = await queue('done');
    expect(done.requests[0]!.id).toBe(newestDone.number);
    expect(done.totalPages).toBe(Math.max(1, Math.ceil(done.counts.done / 20)));
    expect(fresh.requests.length).toBeLessThanOrEqual(20);

    const beyond = await queue('new', 999);
    expect(beyond).toMatchObject({ page: 999, requests: [] });
    const badQueue = await call(context.app, 'GET', '/api/admin/returns?queue=everything', {
      token: staff.token,
    });
    expect(badQueue.status).toBe(400);
  });
});
