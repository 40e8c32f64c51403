import { adminOutboxListResponseSchema, PHONE_MESSAGES, WHATSAPP_TEMPLATES } from '@shop/shared';
import { placePaidOrder, registerCustomer, staffToken } from '../support/api';
import { E2E_FAKE_WHATSAPP_URL } from '../support/environment';
import type { FakeWhatsAppView } from '../support/fake-whatsapp-server';
import { expect, test } from './fixtures';

/**
 * The first shop sends WhatsApp through the fake Cloud API (support/fake-whatsapp-server.ts,
 * decision 0066): a shopper who chose WhatsApp order updates gets the order_update template,
 * and the status webhook the fake signs moves the message in the staff Outbox to read.
 */
test('order updates chosen by WhatsApp reach the Cloud API as a template, and its signed read report reaches the Outbox', async ({
  request,
}) => {
  const customer = await registerCustomer(request, 'Kofi Boateng');
  const headers = { Authorization: `Bearer ${customer.token}` };
  const chosen = await request.put('/api/user/phone/order-texts', {
    headers,
    data: { orderTexts: true, orderUpdatesChannel: 'whatsapp' },
  });
  expect(chosen.ok(), await chosen.text()).toBeTruthy();
  expect((await chosen.json()).message).toBe(PHONE_MESSAGES.orderUpdatesSaved(true, 'whatsapp'));

  const products = (await (await request.get('/api/product/list?limit=100')).json()).products as {
    _id: string;
    price: number;
    stock: number;
  }[];
  const stocked = products.filter((product) => product.stock > 2 && product.price > 0);
  const { orderNumber } = await placePaidOrder(request, customer, stocked.at(-2)!);

  // The shop's worker sends it within a second or two; the fake keeps what it received.
  let sent: FakeWhatsAppView['messages'][number] | undefined;
  await expect
    .poll(async () => {
      const view = (await (
        await request.get(`${E2E_FAKE_WHATSAPP_URL}/__e2e/messages?to=233241234567`)
      ).json()) as FakeWhatsAppView;
      sent = view.messages.find((message) => message.parameters.includes(orderNumber));
      return sent?.template;
    })
    .toBe(WHATSAPP_TEMPLATES.orderUpdate.name);
  expect(sent!.parameters[0]).toBe('Kofi');

  const report = await request.post(`${E2E_FAKE_WHATSAPP_URL}/__e2e/status`, {
    data: { messageId: sent!.messageId, status: 'read' },
  });
  expect(await report.json()).toEqual({ status: 200 });

  const staff = { Authorization: `Bearer ${await staffToken(request)}` };
  const outbox = adminOutboxListResponseSchema.parse(
    await (await request.get('/api/admin/outbox?limit=100', { headers: staff })).json(),
  );
  const row = outbox.messages.find(
    (message) => message.channel === 'whatsapp' && message.text.includes(orderNumber),
  );
  expect(row?.status).toBe('read');
});
