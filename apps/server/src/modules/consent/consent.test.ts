import {
  ADMIN_MESSAGES,
  authResponseSchema,
  CONSENT_MESSAGES,
  type MarketingConsentResponse,
  marketingConsentResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  productsInStock,
  startBody,
  startCheckout,
} from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import {
  freshAddress,
  registerShopper,
  registerStaff,
  type Shopper,
  uniqueEmail,
} from '../../../test/helpers/users';
import { marketingConsentEvents, users } from '../../db/schema';

describeEachDatabase('marketing consent', { seed: true }, (context) => {
  const read = async (token: string): Promise<MarketingConsentResponse> => {
    const response = await call(context.app, 'GET', '/api/user/marketing-consent', { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return marketingConsentResponseSchema.parse(response.body);
  };
  const change = (token: string, body: object) =>
    call(context.app, 'PUT', '/api/user/marketing-consent', { token, body });
  const userIdOf = async (shopper: Shopper) => {
    const [row] = await context.database.db
      .select({ id: users.id, smsOrderUpdates: users.smsOrderUpdates })
      .from(users)
      .where(eq(users.email, shopper.email));
    return row!;
  };
  const signUp = async (body: object) => {
    const email = uniqueEmail();
    const response = await call(context.app, 'POST', '/api/user/register', {
      body: { name: 'Efua Owusu', email, password: 'a-long-password-1', ...body },
      remoteAddress: freshAddress(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { name: 'Efua Owusu', email, password: '', token: authResponseSchema.parse(response.body).token };
  };

  it('is off on every channel for a new account, with no history', async () => {
    const shopper = await registerShopper(context.app);
    expect(await read(shopper.token)).toEqual({
      success: true,
      consent: { email: false, sms: false, whatsapp: false },
      history: [],
    });
    expect((await call(context.app, 'GET', '/api/user/marketing-consent')).status).toBe(401);
  });

  it('records the boxes ticked at sign-up as one event each, and nothing for an unticked one', async () => {
    const shopper = await signUp({ marketing: { sms: true, email: false } });
    const answer = await read(shopper.token);
    expect(answer.consent).toEqual({ email: false, sms: true, whatsapp: false });
    expect(answer.history).toEqual([
      { channel: 'sms', granted: true, source: 'sign-up', at: expect.any(String) },
    ]);
    const oldClient = await signUp({});
    expect((await read(oldClient.token)).history).toEqual([]);
  });

  it('records the boxes of /order when the checkout starts, for that shopper only', async () => {
    const [product] = await productsInStock(context.app);
    const shopper = await registerShopper(context.app);
    const bystander = await registerShopper(context.app);
    await addToCart(context.app, shopper.token, product!, 1);
    const city = await firstDeliveryCity(context.app);
    const figures = await cartFigures(context.app, shopper.token, city);
    const body = startBody(shopper, figures, city.city, { marketing: { email: true, whatsapp: true } });
    const started = await startCheckout(context.app, shopper, body);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const answer = await read(shopper.token);
    expect(answer.consent).toEqual({ email: true, sms: false, whatsapp: true });
    expect(answer.history.map((event) => [event.channel, event.source])).toEqual(
      expect.arrayContaining([
        ['email', 'checkout'],
        ['whatsapp', 'checkout'],
      ]),
    );
    expect(answer.history).toHaveLength(2);
    expect((await read(bystander.token)).history).toEqual([]);
  });

  it('changes on the profile, keeps every change newest first, and writes nothing for an unchanged answer', async () => {
    const shopper = await registerShopper(context.app);
    const other = await registerShopper(context.app);
    const orderTextsBefore = (await userIdOf(shopper)).smsOrderUpdates;
    context.app.clock = () => new Date('2026-11-29T09:00:00Z');
    try {
      const first = await change(shopper.token, { email: true, sms: false });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      // A first "no" for a channel never answered is what none already means: no event.
      expect(marketingConsentResponseSchema.parse(first.body).history).toEqual([
        { channel: 'email', granted: true, source: 'profile', at: '2026-11-29T09:00:00.000Z' },
      ]);
      context.app.clock = () => new Date('2026-11-29T10:00:00Z');
      expect((await change(shopper.token, { email: true })).status).toBe(200);
      context.app.clock = () => new Date('2026-11-29T11:00:00Z');
      const last = marketingConsentResponseSchema.parse(
        (await change(shopper.token, { email: false, sms: true })).body,
      );
      expect(last.consent).toEqual({ email: false, sms: true, whatsapp: false });
      expect(last.history.map((event) => [event.at, event.channel, event.granted])).toEqual([
        ['2026-11-29T11:00:00.000Z', 'sms', true],
        ['2026-11-29T11:00:00.000Z', 'email', false],
        ['2026-11-29T09:00:00.000Z', 'email', true],
      ]);
      expect(last.history.every((event) => event.source === 'profile')).toBe(true);
    } finally {
      context.app.clock = () => new Date();
    }
    const nothing = await change(shopper.token, {});
    expect(nothing).toMatchObject({
      status: 400,
      body: { success: false, message: CONSENT_MESSAGES.nothingToChange },
    });
    expect((await change(shopper.token, { fax: true })).status).toBe(400);
    expect((await read(other.token)).history).toEqual([]);
    expect((await userIdOf(shopper)).smsOrderUpdates).toBe(orderTextsBefore);
  });

  it("shows staff a customer's consent and history, refuses customers (403) and an unknown customer (404)", async () => {
    const staff = await registerStaff(context);
    const shopper = await registerShopper(context.app);
    await change(shopper.token, { whatsapp: true });
    const { id } = await userIdOf(shopper);
    const url = `/api/admin/customers/${id}/marketing-consent`;
    const seen = await call(context.app, 'GET', url, { token: staff.token });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(marketingConsentResponseSchema.parse(seen.body)).toMatchObject({
      consent: { email: false, sms: false, whatsapp: true },
      history: [{ channel: 'whatsapp', granted: true, source: 'profile' }],
    });
    expect((await call(context.app, 'GET', url, { token: shopper.token })).status).toBe(403);
    expect((await call(context.app, 'GET', url)).status).toBe(401);
    const unknown = await call(
      context.app,
      'GET',
      '/api/admin/customers/00000000-0000-4000-8000-000000000000/marketing-consent',
      {
        token: staff.token,
      },
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: ADMIN_MESSAGES.customerNotFound } });
    const events = await context.database.db
      .select()
      .from(marketingConsentEvents)
      .where(eq(marketingConsentEvents.userId, id));
    expect(events).toHaveLength(1);
  });
});
