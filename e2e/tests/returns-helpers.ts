import type { APIRequestContext, Page } from '@playwright/test';
import type { Order, Product } from '@shop/shared';
import { placePaidOrder, registerCustomer, staffToken } from '../support/api';
import { staffMoveOrder } from './customer-helpers';
import { expect } from './fixtures';
import { freshImei } from './serial-helpers';

// Returns and warranty claims (decision 0063) start from a delivered order whose units staff
// recorded by serial: these make one through the API, as the other journeys do.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A 16 by 16 red PNG: the smallest photo of a fault the server's image pipeline reads. */
export const FAULT_PHOTO = {
  name: 'black-screen.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4ISdHEmIY1SA3GkonhmvSAADkYgQQjClmVwAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A phone of this test only, made through the staff API, recording a serial per unit sold. */
async function newPhone(request: APIRequestContext, token: string): Promise<Product> {
  const listed = await (await request.get('/api/product/list?limit=1')).json();
  const created = await request.post('/api/admin/products', {
    headers: bearer(token),
    data: {
      name: `Tecno Camon 30 ${freshImei().slice(-6)}`,
      price: 2150,
      category: 'Phone',
      subcategory: 'Android Phone',
      brand: 'Tecno',
      description: 'A phone with a 6.8 inch screen, bought to be sent back.',
      stock: 5,
      image: listed.products[0].image.slice(0, 1),
      tracksSerials: true,
      warrantyMonths: 12,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return (await created.json()).product as Product;
}

/**
 * A shopper's paid order of one phone (the test payment provider), moved by staff In Truck
 * with the unit's IMEI, In Transit and Delivered: within the return window from today.
 */
export async function deliveredPhone(request: APIRequestContext) {
  const shopper = await registerCustomer(request, 'Akosua Owusu');
  const token = await staffToken(request);
  const phone = await newPhone(request, token);
  const { orderId } = await placePaidOrder(request, shopper, phone);
  for (const status of ['In Truck', 'In Transit', 'Delivered']) {
    await staffMoveOrder(request, token, orderId, status);
  }
  const orders = (await (await request.get('/api/orders/order', { headers: bearer(shopper.token) })).json())
    .orders as Order[];
  const order = orders.find((candidate) => candidate._id === orderId)!;
  expect(order.orderStatus).toBe('Delivered');
  return { shopper, phone, order };
}

/** The shopper's order card on /track_order. */
export const orderCard = (page: Page, orderId: string) =>
  page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
