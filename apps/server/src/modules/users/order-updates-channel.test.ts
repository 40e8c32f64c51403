import { PHONE_MESSAGES, phoneSettingsResponseSchema } from '@shop/shared';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, sendsWhatsAppNowhere, type TestContext } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import type { App } from '../../plugins/zod-type-provider';

const settings = async (app: App, shopper: Shopper) =>
  phoneSettingsResponseSchema.parse(
    (await call(app, 'GET', '/api/user/phone', { token: shopper.token })).body,
  );
const choose = (app: App, shopper: Shopper, body: Record<string, unknown>) =>
  call(app, 'PUT', '/api/user/phone/order-texts', { token: shopper.token, body });

/** A shop with the Cloud API set; nothing is sent here (no worker round runs). */
const withWhatsApp = sendsWhatsAppNowhere();

describeEachDatabase(
  'order updates by SMS or WhatsApp, the shopper’s choice',
  { config: withWhatsApp },
  (context: TestContext) => {
    it('starts by SMS, moves to WhatsApp when chosen, and keeps the channel when only on/off changes', async () => {
      const shopper = await registerShopper(context.app);
      expect(await settings(context.app, shopper)).toMatchObject({
        orderTexts: true,
        orderUpdatesChannel: 'sms',
        whatsAppOffered: true,
      });
      const chosen = await choose(context.app, shopper, {
        orderTexts: true,
        orderUpdatesChannel: 'whatsapp',
      });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      expect(chosen.body.message).toBe(PHONE_MESSAGES.orderUpdatesSaved(true, 'whatsapp'));
      expect((await settings(context.app, shopper)).orderUpdatesChannel).toBe('whatsapp');

      const off = await choose(context.app, shopper, { orderTexts: false });
      expect(off.status).toBe(200);
      expect(await settings(context.app, shopper)).toMatchObject({
        orderTexts: false,
        orderUpdatesChannel: 'whatsapp',
      });
    });

    it('refuses a channel it does not know with a 400 and changes nothing', async () => {
      const shopper = await registerShopper(context.app);
      const wrong = await choose(context.app, shopper, { orderTexts: true, orderUpdatesChannel: 'telegram' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.success).toBe(false);
      expect((await settings(context.app, shopper)).orderUpdatesChannel).toBe('sms');
    });
  },
);

describeEachDatabase('order updates in a shop without WhatsApp', {}, (context: TestContext) => {
  it('offers no WhatsApp and refuses it with a 400, the updates staying by SMS', async () => {
    const shopper = await registerShopper(context.app);
    expect((await settings(context.app, shopper)).whatsAppOffered).toBe(false);
    const refused = await choose(context.app, shopper, { orderTexts: true, orderUpdatesChannel: 'whatsapp' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PHONE_MESSAGES.whatsAppNotOffered);
    expect((await settings(context.app, shopper)).orderUpdatesChannel).toBe('sms');
  });
});
