import { chooseOptionsMessage, STOCK_ALERT_MESSAGES, stockAlertCountsResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { stockAlerts } from '../../db/schema';
import { notifyBackInStock } from './stock-alert-notices';
import {
  askForAlert,
  blackVariant,
  blueVariant,
  latestSecret,
  messagesTo,
  setStock,
  shopperWithPhone,
  soldOutPhone,
} from './stock-alert-test-fixtures';

describeEachDatabase('asking to be told when it is back', { seed: false }, (context) => {
  const confirmCode = (id: number, code: string) =>
    call(context.app, 'POST', `/api/stock-alerts/${id}/confirm`, { body: { code } });
  const alertRow = async (id: number) =>
    (await context.database.db.select().from(stockAlerts).where(eq(stockAlerts.id, id)))[0];

  it('refuses a variant in stock, bad input, an unknown product and a product without a chosen variant', async () => {
    const phone = await soldOutPhone(context);
    const blue = blueVariant(phone);
    await setStock(context, blue._id, 1);
    const inStock = await askForAlert(context, phone.id, { variantId: blue._id, email: 'kofi@example.com' });
    expect(inStock.status).toBe(400);
    expect(inStock.body).toEqual({ success: false, message: STOCK_ALERT_MESSAGES.inStock });

    const badChannel = await askForAlert(context, phone.id, { variantId: blue._id, channel: 'pigeon' });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.message).toMatch(/channel must be one of email, sms, whatsapp/i);
    const badVariant = await askForAlert(context, phone.id, { variantId: 'blue' });
    expect(badVariant.status).toBe(400);
    expect(badVariant.body.message).toMatch(/variantId must be/i);

    const unknown = await askForAlert(context, 99_999_999, { email: 'kofi@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);

    const unchosen = await askForAlert(context, phone.id, { email: 'kofi@example.com' });
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.message).toBe(chooseOptionsMessage(['Storage', 'Colour']));

    const black = blackVariant(phone)._id;
    const noAddress = await askForAlert(context, phone.id, { variantId: black });
    expect(noAddress.body).toEqual({ success: false, message: STOCK_ALERT_MESSAGES.addressRequired });
    const badEmail = await askForAlert(context, phone.id, { variantId: black, email: 'not an address' });
    expect(badEmail.body).toEqual({ success: false, message: STOCK_ALERT_MESSAGES.emailNotValid });
    const landline = await askForAlert(context, phone.id, { variantId: black, channel: 'sms', phone: '12' });
    expect(landline.body).toEqual({ success: false, message: STOCK_ALERT_MESSAGES.phoneNotMobile });

    const unverified = await createTestUser(context.database.db);
    const noPhone = await askForAlert(
      context,
      phone.id,
      { variantId: black, channel: 'sms' },
      { token: unverified.token },
    );
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe(STOCK_ALERT_MESSAGES.phoneNotVerified);
  });

  it('keeps one request of a shopper who asks twice, lists it as theirs, and ends it on request', async () => {
    const phone = await soldOutPhone(context);
    const blue = blueVariant(phone);
    const shopper = await createTestUser(context.database.db);
    const first = await askForAlert(context, phone.id, { variantId: blue._id }, { token: shopper.token });
    expect(first.status).toBe(201);
    expect(first.body.alert).toMatchObject({ variantId: blue._id, channel: 'email', state: 'waiting' });
    expect(first.body.alert.recipient).toMatch(/^u\*\*\*@example\.com$/);
    const again = await askForAlert(context, phone._id, { variantId: blue._id }, { token: shopper.token });
    expect(again.status).toBe(200);
    expect(again.body.alert.id).toBe(first.body.alert.id);

    const mine = await call(context.app, 'GET', `/api/product/${phone.id}/stock-alerts/mine`, {
      token: shopper.token,
    });
    expect(mine.body.alerts).toEqual([first.body.alert]);
    expect((await call(context.app, 'GET', `/api/product/${phone.id}/stock-alerts/mine`)).status).toBe(401);

    const url = `/api/product/${phone.id}/stock-alerts/mine?variantId=${blue._id}`;
    const ended = await call(context.app, 'DELETE', url, { token: shopper.token });
    expect(ended.body).toEqual({ success: true, message: STOCK_ALERT_MESSAGES.cancelled });
    expect((await call(context.app, 'DELETE', url, { token: shopper.token })).status).toBe(404);
    const after = await call(context.app, 'GET', `/api/product/${phone.id}/stock-alerts/mine`, {
      token: shopper.token,
    });
    expect(after.body.alerts).toEqual([]);
  });

  it('confirms a guest’s e-mail by its link once', async () => {
    const phone = await soldOutPhone(context);
    const email = `ama-${phone.id}@example.com`;
    const asked = await askForAlert(context, phone.id, { variantId: blueVariant(phone)._id, email });
    expect(asked.status).toBe(201);
    expect(asked.body.alert.state).toBe('confirming');
    const [mail] = await messagesTo(context, email, 'stock-alert-confirm');
    // The outbox row staff read holds the mask; the token is the row's secret.
    expect(mail!.text).toContain('/stock-alert?token=******');
    const token = await latestSecret(context, email, 'stock-alert-confirm');
    expect((await alertRow(asked.body.alert.id))!.confirmSecretHash).not.toContain(token);

    const confirmed = await call(context.app, 'POST', '/api/stock-alerts/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: STOCK_ALERT_MESSAGES.confirmed,
      alert: { state: 'waiting' },
    });
    const twice = await call(context.app, 'POST', '/api/stock-alerts/confirm', { body: { token } });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe(STOCK_ALERT_MESSAGES.linkNotValid);
    const forged = await call(context.app, 'POST', '/api/stock-alerts/confirm', {
      body: { token: 'x'.repeat(43) },
    });
    expect(forged.status).toBe(404);
  });

  it('lets a guest’s link go after a week: it no longer confirms, and the request is forgotten', async () => {
    const phone = await soldOutPhone(context);
    const email = `yaw-${phone.id}@example.com`;
    const asked = await askForAlert(context, phone.id, { variantId: blueVariant(phone)._id, email });
    expect(asked.status).toBe(201);
    const token = await latestSecret(context, email, 'stock-alert-confirm');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    await context.database.db
      .update(stockAlerts)
      .set({ createdAt: eightDaysAgo })
      .where(eq(stockAlerts.id, asked.body.alert.id));

    const late = await call(context.app, 'POST', '/api/stock-alerts/confirm', { body: { token } });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe(STOCK_ALERT_MESSAGES.linkNotValid);
    await notifyBackInStock(context.app, new Date());
    expect(await alertRow(asked.body.alert.id)).toBeUndefined();
  });

  it('confirms a guest’s phone by the right code, counts wrong ones and ends the request at the fifth', async () => {
    const phone = await soldOutPhone(context);
    const variantId = blueVariant(phone)._id;
    const asked = await askForAlert(context, phone.id, { variantId, channel: 'sms', phone: '0241234501' });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toContain('+233***501');
    const id = asked.body.alert.id;
    const code = await latestSecret(context, '+233241234501', 'stock-alert-code');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const refused = await confirmCode(id, wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(STOCK_ALERT_MESSAGES.codeWrong);
      expect((await alertRow(id))!.confirmAttempts).toBe(attempt);
    }
    const locked = await confirmCode(id, wrong);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(STOCK_ALERT_MESSAGES.codeLocked);
    // Ended: even the right code no longer works, and the row is gone.
    expect((await confirmCode(id, code)).status).toBe(404);
    expect(await alertRow(id)).toBeUndefined();

    // Asking again sends a new code, which confirms.
    const again = await askForAlert(context, phone.id, {
      variantId,
      channel: 'whatsapp',
      phone: '+233 24 123 4501',
    });
    expect(again.status).toBe(201);
    const newCode = await latestSecret(context, '+233241234501', 'stock-alert-code');
    const confirmed = await confirmCode(again.body.alert.id, newCode);
    expect(confirmed.body.message).toBe(STOCK_ALERT_MESSAGES.confirmed);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.alert).toMatchObject({ channel: 'whatsapp', state: 'waiting' });
    expect((await confirmCode(again.body.alert.id, newCode)).status).toBe(404);

    // A code older than 30 minutes is refused.
    const late = await askForAlert(context, phone.id, { variantId, channel: 'sms', phone: '0241234502' });
    await context.database.db
      .update(stockAlerts)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(stockAlerts.id, late.body.alert.id));
    const expired = await confirmCode(
      late.body.alert.id,
      await latestSecret(context, '+233241234502', 'stock-alert-code'),
    );
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(STOCK_ALERT_MESSAGES.codeExpired);
  });

  it('answers 503 when the day’s text spend cap refuses a code', async () => {
    const phone = await soldOutPhone(context);
    const sms = context.app.config.sms;
    const saved = { dailySpendCap: sms.dailySpendCap, costEstimate: sms.costEstimate };
    Object.assign(sms, { dailySpendCap: 1, costEstimate: 1_000_000 });
    try {
      const refused = await askForAlert(context, phone.id, {
        variantId: blueVariant(phone)._id,
        channel: 'sms',
        phone: '0241234503',
      });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(STOCK_ALERT_MESSAGES.codesUnavailable);
    } finally {
      Object.assign(sms, saved);
    }
    expect(await messagesTo(context, '+233241234503', 'stock-alert-code')).toEqual([]);
  });

  it('limits requests per visitor address and per recipient', async () => {
    const phone = await soldOutPhone(context);
    const variantId = blueVariant(phone)._id;
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const answer = await askForAlert(
        context,
        phone.id,
        { variantId, email: `flood-${index}@example.com` },
        { ip: '10.9.9.9' },
      );
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.message).toBe(STOCK_ALERT_MESSAGES.tooMany);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);

    // One inbox asked for from many addresses: five an hour.
    const target = `target-${phone.id}@example.com`;
    const toTarget: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      toTarget.push((await askForAlert(context, phone.id, { variantId, email: target })).status);
    }
    expect(toTarget).toEqual([201, 200, 200, 200, 200, 429]);
  });

  it('shows staff how many confirmed shoppers wait, per variant, and no one else', async () => {
    const phone = await soldOutPhone(context);
    const blue = blueVariant(phone);
    const black = blackVariant(phone);
    for (let index = 0; index < 2; index += 1) {
      const shopper = await createTestUser(context.database.db);
      await askForAlert(context, phone.id, { variantId: blue._id }, { token: shopper.token });
    }
    const texting = await shopperWithPhone(context, '+233241234510');
    await askForAlert(context, phone.id, { variantId: black._id, channel: 'sms' }, { token: texting.token });
    // An unconfirmed guest is not counted.
    await askForAlert(context, phone.id, {
      variantId: black._id,
      email: `unconfirmed-${phone.id}@example.com`,
    });

    const url = `/api/admin/products/${phone.id}/stock-alerts`;
    expect((await call(context.app, 'GET', url)).status).toBe(401);
    const customer = await createTestUser(context.database.db);
    expect((await call(context.app, 'GET', url, { token: customer.token })).status).toBe(403);
    const staff = await createTestUser(context.database.db, { isAdmin: true });
    const counts = await call(context.app, 'GET', url, { token: staff.token });
    expect(counts.status).toBe(200);
    const body = stockAlertCountsResponseSchema.parse(counts.body);
    expect(body.waiting).toBe(3);
    expect(body.variants).toHaveLength(6);
    expect(body.variants.find((variant) => variant.variantId === blue._id)).toEqual({
      variantId: blue._id,
      label: '256GB, Blue',
      waiting: 2,
    });
    expect(body.variants.find((variant) => variant.variantId === black._id)?.waiting).toBe(1);
    expect(
      (await call(context.app, 'GET', '/api/admin/products/99999999/stock-alerts', { token: staff.token }))
        .status,
    ).toBe(404);
  });
});
