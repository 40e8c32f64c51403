import { type APIRequestContext, expect } from '@playwright/test';
import type { AdminOutboxMessage, Product } from '@shop/shared';
import { staffToken } from '../support/api';
import { E2E_FAKE_AFRICASTALKING_URL } from '../support/environment';
import type { FakeSmsView } from '../support/fake-africastalking-server';
import type { VariantPhone } from './variant-helpers';

// "Notify me when it's back" end to end (decision 0066): the phone of variant-helpers.ts has its
// 128GB Blue sold out; staff restock it through the admin API as the variant grid does.

/** The options of the sold-out variant in the address, as the storefront's picker writes them. */
export const soldOutVariantPath = (phone: VariantPhone) =>
  `/singleProducts/${phone.id}?storage=128GB&colour=Blue`;

/** The _id of the phone's 128GB Blue, as the storefront's product answer names it. */
export async function soldOutVariantId(request: APIRequestContext, phone: VariantPhone): Promise<string> {
  const answer = await request.get(`/api/product/${phone.id}`);
  const { product } = (await answer.json()) as { product: Product };
  const variant = product.variants.find(
    (each) => each.options.Storage === '128GB' && each.options.Colour === 'Blue',
  );
  expect(variant?.stock).toBe(0);
  return variant!._id;
}

/** Staff set one variant's stock (PATCH .../variants/stock, the grid's bulk stock edit). */
export async function setVariantStock(
  request: APIRequestContext,
  productId: number,
  variantId: string,
  stock: number,
) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const saved = await request.patch(`/api/admin/products/${productId}/variants/stock`, {
    headers,
    data: { stock: [{ _id: variantId, stock }] },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

/** The outbox's back-in-stock messages to `to` (an e-mail address or an E.164 number), as staff read them. */
export async function backInStockMessagesTo(
  request: APIRequestContext,
  to: string,
): Promise<AdminOutboxMessage[]> {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const answer = await request.get('/api/admin/outbox?purpose=marketing&limit=100', { headers });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const { messages } = (await answer.json()) as { messages: AdminOutboxMessage[] };
  return messages.filter((message) => message.kind === 'back-in-stock' && message.to === to);
}

/** The texts the fake Africa's Talking accepted for a number, oldest first. */
export async function textsTo(request: APIRequestContext, e164: string): Promise<FakeSmsView['messages']> {
  const answer = await request.get(`${E2E_FAKE_AFRICASTALKING_URL}/__e2e/sms?to=${encodeURIComponent(e164)}`);
  return ((await answer.json()) as FakeSmsView).messages;
}

/** A Ghanaian mobile number of this run alone (024 and seven digits from the clock), local and E.164. */
export function uniqueMobileNumber(): { local: string; e164: string } {
  const local = `024${String(Date.now()).slice(-7)}`;
  return { local, e164: `+233${local.slice(1)}` };
}
