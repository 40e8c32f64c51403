import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { outbox, products } from '../../db/schema';
import { BACK_IN_STOCK_KIND } from '../messages';
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

const DAY = new Date('2026-11-30T10:00:00Z');

describeEachDatabase('back-in-stock notices', { seed: false }, (context) => {
  const backInStock = (recipient: string) => messagesTo(context, recipient, BACK_IN_STOCK_KIND);

  it('tells each of three waiting shoppers once, on their channel, and the other variant’s no one', async () => {
    const phone = await soldOutPhone(context);
    const blue = blueVariant(phone);
    const black = blackVariant(phone);
    const byEmail = await createTestUser(context.database.db);
    const byWhatsApp = await shopperWithPhone(context, '+233241110001');
    const blackWaiter = await createTestUser(context.database.db);

    expect(
      (await askForAlert(context, phone.id, { variantId: blue._id }, { token: byEmail.token })).status,
    ).toBe(201);
    const whatsApp = await askForAlert(
      context,
      phone._id,
      { variantId: blue._id, channel: 'whatsapp' },
      { token: byWhatsApp.token },
    );
    expect(whatsApp.status).toBe(201);
    expect(whatsApp.body.alert).toMatchObject({
      channel: 'whatsapp',
      state: 'waiting',
      recipient: '+233***001',
    });
    // A guest by SMS, confirmed with the code texted to them.
    const guest = await askForAlert(context, phone.id, {
      variantId: blue._id,
      channel: 'sms',
      phone: '024 111 0002',
    });
    expect(guest.status).toBe(201);
    expect(guest.body.alert.state).toBe('confirming');
    const code = await latestSecret(context, '+233241110002', 'stock-alert-code');
    const confirmed = await call(context.app, 'POST', `/api/stock-alerts/${guest.body.alert.id}/confirm`, {
      body: { code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.alert.state).toBe('waiting');
    expect(
      (await askForAlert(context, phone.id, { variantId: black._id }, { token: blackWaiter.token })).status,
    ).toBe(201);

    // Nothing while sold out.
    expect(await notifyBackInStock(context.app, DAY)).toBe(0);

    await setStock(context, blue._id, 2);
    expect(await notifyBackInStock(context.app, DAY)).toBe(3);
    const mail = await backInStock(byEmail.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Back in stock: ${phone.name}, 256GB, Blue`);
    expect(mail[0]!.text).toContain(`/singleProducts/${phone.id}`);
    const whatsAppRows = await backInStock('+233241110001');
    expect(whatsAppRows).toHaveLength(1);
    expect(whatsAppRows[0]!.channel).toBe('whatsapp');
    expect(whatsAppRows[0]!.payload).toMatchObject({ template: 'back_in_stock' });
    const sms = await backInStock('+233241110002');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe('sms');
    expect(sms[0]!.text).toContain('Back in stock:');
    // Sent in the day: due at once.
    expect(mail[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(DAY.getTime());
    // The black one's shopper waits on: blue's stock is not theirs.
    expect(await backInStock(blackWaiter.email)).toHaveLength(0);

    // Another run, and more stock later: no second message.
    await setStock(context, blue._id, 5);
    expect(await notifyBackInStock(context.app, DAY)).toBe(0);
    expect(await backInStock(byEmail.email)).toHaveLength(1);
    expect(await backInStock('+233241110002')).toHaveLength(1);

    // The shopper's own list no longer shows the ended request.
    const mine = await call(context.app, 'GET', `/api/product/${phone.id}/stock-alerts/mine`, {
      token: byEmail.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.alerts).toEqual([]);

    await setStock(context, black._id, 1);
    expect(await notifyBackInStock(context.app, DAY)).toBe(1);
    expect(await backInStock(blackWaiter.email)).toHaveLength(1);
  });

  it('keeps a guest’s unconfirmed e-mail request silent, and wakes nothing of an archived product', async () => {
    const phone = await soldOutPhone(context);
    const blue = blueVariant(phone);
    const email = `guest-${phone.id}@example.com`;
    const asked = await askForAlert(context, phone.id, { variantId: blue._id, email });
    expect(asked.status).toBe(201);
    await setStock(context, blue._id, 3);
    await notifyBackInStock(context.app, DAY);
    expect(await backInStock(email)).toHaveLength(0);

    const archived = await soldOutPhone(context);
    const shopper = await createTestUser(context.database.db);
    const waiting = await askForAlert(
      context,
      archived.id,
      { variantId: blueVariant(archived)._id },
      { token: shopper.token },
    );
    expect(waiting.status).toBe(201);
    await context.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, archived.id));
    await setStock(context, blueVariant(archived)._id, 3);
    await notifyBackInStock(context.app, DAY);
    expect(await backInStock(shopper.email)).toHaveLength(0);
  });

  it('queues a notice found at 22:00 to go at 08:00', async () => {
    const phone = await soldOutPhone(context);
    const blue = blueVariant(phone);
    const shopper = await createTestUser(context.database.db);
    await askForAlert(context, phone.id, { variantId: blue._id }, { token: shopper.token });
    await setStock(context, blue._id, 1);
    expect(await notifyBackInStock(context.app, new Date('2026-11-29T22:00:00Z'))).toBe(1);
    const [row] = await backInStock(shopper.email);
    expect(row!.nextAttemptAt.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('tells each shopper once when two runs go at the same moment', async () => {
    const phone = await soldOutPhone(context);
    const blue = blueVariant(phone);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createTestUser(context.database.db)));
    for (const shopper of shoppers) {
      expect(
        (await askForAlert(context, phone.id, { variantId: blue._id }, { token: shopper.token })).status,
      ).toBe(201);
    }
    await setStock(context, blue._id, 10);
    const [first, second] = await Promise.all([
      notifyBackInStock(context.app, DAY),
      notifyBackInStock(context.app, DAY),
    ]);
    expect(first + second).toBe(6);
    for (const shopper of shoppers) expect(await backInStock(shopper.email)).toHaveLength(1);
    const all = await context.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.kind, BACK_IN_STOCK_KIND));
    expect(all.length).toBeGreaterThanOrEqual(6);
  });

  it('leaves a text the day’s spend cap refuses waiting for a later run', async () => {
    const phone = await soldOutPhone(context);
    const blue = blueVariant(phone);
    const texting = await shopperWithPhone(context, '+233241110077');
    await askForAlert(context, phone.id, { variantId: blue._id, channel: 'sms' }, { token: texting.token });
    await setStock(context, blue._id, 1);
    const sms = context.app.config.sms;
    const saved = { dailySpendCap: sms.dailySpendCap, costEstimate: sms.costEstimate };
    Object.assign(sms, { dailySpendCap: 1, costEstimate: 1_000_000 });
    try {
      expect(await notifyBackInStock(context.app, DAY)).toBe(0);
    } finally {
      Object.assign(sms, saved);
    }
    expect(await backInStock('+233241110077')).toHaveLength(0);
    expect(await notifyBackInStock(context.app, DAY)).toBe(1);
    expect(await backInStock('+233241110077')).toHaveLength(1);
  });
});
