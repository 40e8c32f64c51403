import { orderMessagePreviewResponseSchema } from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { checkout, productsInStock } from '../../../test/helpers/checkout';
import { newStaff } from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase, sendsWhatsAppNowhere } from '../../../test/helpers/test-app';
import { registerShopper } from '../../../test/helpers/users';
import { outbox } from '../../db/schema';

/** A shop with the Cloud API set; nothing is sent here (no worker round runs). */
const withWhatsApp = sendsWhatsAppNowhere();

describeEachDatabase(
  'the preview of a move for a shopper who takes order updates by WhatsApp',
  { seed: true, config: withWhatsApp },
  (context) => {
    let staffToken: string;
    beforeAll(async () => {
      staffToken = (await newStaff(context)).token;
    });

    it('shows the WhatsApp message the move would send instead of an SMS, and sends nothing', async () => {
      const shopper = await registerShopper(context.app);
      const chosen = await call(context.app, 'PUT', '/api/user/phone/order-texts', {
        token: shopper.token,
        body: { orderTexts: true, orderUpdatesChannel: 'whatsapp' },
      });
      expect(chosen.status).toBe(200);
      const [product] = await productsInStock(context.app, 3);
      const order = (await checkout(context.app, shopper, [[product!, 1]])).created.body.order;
      const queuedBefore = (await context.database.db.select().from(outbox)).length;

      const answer = await call(context.app, 'POST', `/api/admin/orders/${order._id}/message-preview`, {
        token: staffToken,
        body: { change: 'status', status: 'In Truck' },
      });
      const preview = orderMessagePreviewResponseSchema.parse(answer.body);
      expect(preview.sms).toBeNull();
      expect(preview.whatsApp?.to).toBe('+233241234567');
      expect(preview.whatsApp?.text).toContain(order.orderNumber);
      expect((await context.database.db.select().from(outbox)).length).toBe(queuedBefore);
    });
  },
);
