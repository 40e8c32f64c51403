import {
  formatDay,
  orderReturnsResponseSchema,
  RETURN_MESSAGES,
  RETURN_STATES,
  returnRequestListResponseSchema,
  returnRequestResponseSchema,
  returnWindowClosesAt,
} from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, shopOwner, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { accraDay } from './return-rules';
import { countReturnRequests, daysAgo, deliveredOrder } from './shopper-test-fixtures';

describeEachDatabase('a shopper asks for a return', {}, (context) => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await shopOwner(context.database.db);
  });

  const ask = (token: string, orderId: string, body: object) =>
    call(context.app, 'POST', `/api/orders/${orderId}/returns`, { token, body });
  const whatMayBeAsked = async (token: string, orderId: string) => {
    const response = await call(context.app, 'GET', `/api/orders/${orderId}/returns`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return orderReturnsResponseSchema.parse(response.body);
  };
  const saveSettings = (token: string, settings: { windowDays: number; changedMindAllowed: boolean }) =>
    call(context.app, 'PUT', '/api/admin/return-settings', { token, body: settings });

  describe('returns of units', () => {
    it('sends a return of 1 of 2 units, lists it, and leaves 1 unit to ask', async () => {
      const { buyer, order, line, product } = await deliveredOrder(context, { quantity: 2 });
      const before = await whatMayBeAsked(buyer.token, order.id);
      expect(before).toMatchObject({ delivered: true, windowOpen: true, requests: [] });
      expect(before.reasons).not.toContain('changed-mind');
      expect(before.lines).toEqual([
        expect.objectContaining({ orderItemId: line.id, name: product.name, quantity: 2, returnable: 2 }),
      ]);
      expect(before.lines[0]!.serials.every((serial) => serial.claimable)).toBe(true);

      const sent = await ask(buyer.token, order.id, {
        kind: 'return',
        reason: 'wrong-item',
        units: [{ orderItemId: line.id, quantity: 1 }],
        note: 'I ordered the blue one.\nThis is black.',
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const { request, message } = returnRequestResponseSchema.parse(sent.body);
      expect(message).toBe(RETURN_MESSAGES.created(request.number));
      expect(request).toMatchObject({
        orderId: order.id,
        kind: 'return',
        reason: 'wrong-item',
        status: 'Requested',
        statusLabel: RETURN_STATES.Requested.label,
        nextStep: RETURN_STATES.Requested.meaning,
        note: 'I ordered the blue one.\nThis is black.',
        units: [{ orderItemId: line.id, name: product.name, quantity: 1, serial: null }],
        history: [{ status: 'Requested', note: null }],
        refund: null,
      });

      const mine = returnRequestListResponseSchema.parse(
        (await call(context.app, 'GET', '/api/returns', { token: buyer.token })).body,
      );
      expect(mine.requests.map((listed) => listed.number)).toEqual([request.number]);
      const one = await call(context.app, 'GET', `/api/returns/${request.number}`, { token: buyer.token });
      expect(one.status).toBe(200);
      expect(one.body.request.number).toBe(request.number);
      expect(
        (await call(context.app, 'GET', `/api/returns/${request.id}`, { token: buyer.token })).status,
      ).toBe(200);

      const after = await whatMayBeAsked(buyer.token, order.id);
      expect(after.lines[0]!.returnable).toBe(1);
      expect(after.requests.map((listed) => listed.number)).toEqual([request.number]);

      const tooMany = await ask(buyer.token, order.id, {
        kind: 'return',
        reason: 'faulty',
        units: [{ orderItemId: line.id, quantity: 2 }],
      });
      expect(tooMany).toMatchObject({
        status: 409,
        body: { success: false, message: RETURN_MESSAGES.tooManyUnits(line.name, 1) },
      });
    });

    it('refuses a return after the window with the day it closed, and says the window is shut', async () => {
      const deliveredAt = daysAgo(10);
      const { buyer, order, line } = await deliveredOrder(context, { deliveredAt });
      const closed = returnWindowClosesAt(deliveredAt, 7);
      const before = await countReturnRequests(context);
      const refused = await ask(buyer.token, order.id, {
        kind: 'return',
        reason: 'faulty',
        units: [{ orderItemId: line.id, quantity: 1 }],
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { success: false, message: RETURN_MESSAGES.windowClosed(formatDay(accraDay(closed))) },
      });
      expect(refused.body.message).toMatch(/closed on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
      expect(await countReturnRequests(context)).toBe(before);
      const view = await whatMayBeAsked(buyer.token, order.id);
      expect(view).toMatchObject({ windowOpen: false, windowClosesAt: closed.toISOString() });
    });

    it("answers 404 for another shopper's order and writes nothing", async () => {
      const { order, line } = await deliveredOrder(context);
      const stranger = await createTestUser(context.database.db, { name: 'Yaw Boateng' });
      const before = await countReturnRequests(context);
      const refused = await ask(stranger.token, order.id, {
        kind: 'return',
        reason: 'faulty',
        units: [{ orderItemId: line.id, quantity: 1 }],
      });
      expect(refused).toMatchObject({ status: 404, body: { message: RETURN_MESSAGES.orderNotFound } });
      expect(await countReturnRequests(context)).toBe(before);
      expect(
        (await call(context.app, 'GET', `/api/orders/${order.id}/returns`, { token: stranger.token })).status,
      ).toBe(404);
      expect(
        (
          await ask(stranger.token, 'not-an-order', {
            kind: 'return',
            reason: 'faulty',
            units: [{ orderItemId: line.id, quantity: 1 }],
          })
        ).status,
      ).toBe(404);
    });

    it('refuses an order not delivered yet, and a line of another order', async () => {
      const shipped = await deliveredOrder(context, { status: 'In Transit' });
      expect(
        await ask(shipped.buyer.token, shipped.order.id, {
          kind: 'return',
          reason: 'faulty',
          units: [{ orderItemId: shipped.line.id, quantity: 1 }],
        }),
      ).toMatchObject({ status: 409, body: { message: RETURN_MESSAGES.notDelivered } });
      expect((await whatMayBeAsked(shipped.buyer.token, shipped.order.id)).delivered).toBe(false);

      const other = await deliveredOrder(context, { buyer: shipped.buyer });
      const mine = await deliveredOrder(context, { buyer: shipped.buyer });
      expect(
        await ask(mine.buyer.token, mine.order.id, {
          kind: 'return',
          reason: 'faulty',
          units: [{ orderItemId: other.line.id, quantity: 1 }],
        }),
      ).toMatchObject({ status: 400, body: { message: RETURN_MESSAGES.lineNotInOrder } });
    });

    it('names a returned unit by its serial only when it is a unit of that line, one at a time', async () => {
      const { buyer, order, line, serials } = await deliveredOrder(context, { quantity: 2 });
      const other = await deliveredOrder(context, { buyer });
      const unit = (serial: string, quantity = 1) => ({
        kind: 'return',
        reason: 'faulty',
        units: [{ orderItemId: line.id, quantity, serial }],
      });
      expect(await ask(buyer.token, order.id, unit(other.serials[0]!))).toMatchObject({
        status: 400,
        body: { message: RETURN_MESSAGES.serialNotInOrder },
      });
      expect((await ask(buyer.token, order.id, unit(serials[0]!, 2))).status).toBe(400);
      const sent = await ask(
        buyer.token,
        order.id,
        unit(` ${serials[0]!.slice(0, 5)} ${serials[0]!.slice(5)}`),
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.request.units[0].serial).toBe(serials[0]);
      // That unit is in an open request now: not claimable, and not asked again.
      const view = await whatMayBeAsked(buyer.token, order.id);
      expect(view.lines[0]!.serials.find((serial) => serial.serial === serials[0])?.claimable).toBe(false);
      expect(await ask(buyer.token, order.id, unit(serials[0]!))).toMatchObject({
        status: 409,
        body: { message: RETURN_MESSAGES.serialAlreadyClaimed },
      });
    });

    it('refuses "changed my mind" until the owner allows it', async () => {
      const { buyer, order, line } = await deliveredOrder(context);
      const changedMind = {
        kind: 'return',
        reason: 'changed-mind',
        units: [{ orderItemId: line.id, quantity: 1 }],
      };
      expect(await ask(buyer.token, order.id, changedMind)).toMatchObject({
        status: 400,
        body: { message: RETURN_MESSAGES.changedMindNotAllowed },
      });
      expect((await saveSettings(owner.token, { windowDays: 7, changedMindAllowed: true })).status).toBe(200);
      try {
        expect((await whatMayBeAsked(buyer.token, order.id)).reasons).toContain('changed-mind');
        const sent = await ask(buyer.token, order.id, changedMind);
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
        expect(sent.body.request.reason).toBe('changed-mind');
      } finally {
        await saveSettings(owner.token, { windowDays: 7, changedMindAllowed: false });
      }
    });

    it('lets a longer window the owner set take an order delivered 10 days ago', async () => {
      const { buyer, order, line } = await deliveredOrder(context, { deliveredAt: daysAgo(10) });
      await saveSettings(owner.token, { windowDays: 14, changedMindAllowed: false });
      try {
        const sent = await ask(buyer.token, order.id, {
          kind: 'return',
          reason: 'not-as-described',
          units: [{ orderItemId: line.id, quantity: 1 }],
        });
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      } finally {
        await saveSettings(owner.token, { windowDays: 7, changedMindAllowed: false });
      }
    });

    it('takes the last unit once when two requests for it arrive together', async () => {
      const { buyer, order, line } = await deliveredOrder(context, { quantity: 1 });
      const body = { kind: 'return', reason: 'faulty', units: [{ orderItemId: line.id, quantity: 1 }] };
      const answers = await Promise.all([ask(buyer.token, order.id, body), ask(buyer.token, order.id, body)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    });
  });

  it("answers 404 for another shopper's request and for a number that is none", async () => {
    const { buyer, order, line } = await deliveredOrder(context);
    const sent = await ask(buyer.token, order.id, {
      kind: 'return',
      reason: 'faulty',
      units: [{ orderItemId: line.id, quantity: 1 }],
    });
    const stranger = await createTestUser(context.database.db);
    const theirs = await call(context.app, 'GET', `/api/returns/${sent.body.request.number}`, {
      token: stranger.token,
    });
    expect(theirs).toMatchObject({ status: 404, body: { message: RETURN_MESSAGES.requestNotFound } });
    expect((await call(context.app, 'GET', '/api/returns', { token: stranger.token })).body.requests).toEqual(
      [],
    );
    expect((await call(context.app, 'GET', '/api/returns/RET-x', { token: buyer.token })).status).toBe(404);
    expect((await call(context.app, 'GET', '/api/returns')).status).toBe(401);
  });

  it('refuses an account past 20 requests an hour with 429', async () => {
    const shopper = await createTestUser(context.database.db);
    const body = { kind: 'warranty', serial: 'SN-1', note: 'Broken.' };
    const unknownOrder = '00000000-0000-4000-8000-000000000000';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await ask(shopper.token, unknownOrder, body)).status, `attempt ${attempt}`).toBe(404);
    }
    const refused = await ask(shopper.token, unknownOrder, body);
    expect(refused).toMatchObject({ status: 429, body: { message: RETURN_MESSAGES.tooManyRequests } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
