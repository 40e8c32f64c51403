import { formatDay, orderReturnsResponseSchema, RETURN_MESSAGES } from '@shop/shared';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { countReturnRequests, dayFromToday, daysAgo, deliveredOrder } from './shopper-test-fixtures';

/** Warranty claims: one serial of the order, within its warranty; return windows do not apply. */
describeEachDatabase('a shopper claims the warranty on a unit', {}, (context) => {
  const ask = (token: string, orderId: string, body: object) =>
    call(context.app, 'POST', `/api/orders/${orderId}/returns`, { token, body });
  const whatMayBeAsked = async (token: string, orderId: string) => {
    const response = await call(context.app, 'GET', `/api/orders/${orderId}/returns`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return orderReturnsResponseSchema.parse(response.body);
  };
  const claim = (serial: string) => ({ kind: 'warranty', serial, note: 'The screen stays black.' });

  it('takes a claim on a unit under warranty, long after the return window, and refuses a second one', async () => {
    const { buyer, order, serials, line } = await deliveredOrder(context, { deliveredAt: daysAgo(60) });
    const sent = await ask(buyer.token, order.id, claim(serials[1]!));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.request).toMatchObject({
      kind: 'warranty',
      reason: 'faulty',
      status: 'Requested',
      units: [{ orderItemId: line.id, quantity: 1, serial: serials[1] }],
    });
    expect(await ask(buyer.token, order.id, claim(serials[1]!))).toMatchObject({
      status: 409,
      body: { message: RETURN_MESSAGES.serialAlreadyClaimed },
    });
    const view = await whatMayBeAsked(buyer.token, order.id);
    expect(view.lines[0]!.serials.map((serial) => serial.claimable)).toEqual([true, false]);
  });

  it('refuses a unit whose warranty ended, with its last day, and takes one on its last day', async () => {
    const ended = await deliveredOrder(context, {
      deliveredAt: daysAgo(400),
      warrantyUntil: dayFromToday(-1),
    });
    expect(await ask(ended.buyer.token, ended.order.id, claim(ended.serials[0]!))).toMatchObject({
      status: 409,
      body: { message: RETURN_MESSAGES.warrantyEnded(formatDay(dayFromToday(-1))) },
    });
    const lastDay = await deliveredOrder(context, {
      deliveredAt: daysAgo(365),
      warrantyUntil: dayFromToday(0),
    });
    expect((await ask(lastDay.buyer.token, lastDay.order.id, claim(lastDay.serials[0]!))).status).toBe(201);
  });

  it("refuses a serial of another order, even the shopper's own", async () => {
    const { buyer, order } = await deliveredOrder(context);
    const other = await deliveredOrder(context, { buyer });
    const before = await countReturnRequests(context);
    expect(await ask(buyer.token, order.id, claim(other.serials[0]!))).toMatchObject({
      status: 400,
      body: { message: RETURN_MESSAGES.serialNotInOrder },
    });
    expect(await countReturnRequests(context)).toBe(before);
  });
});
