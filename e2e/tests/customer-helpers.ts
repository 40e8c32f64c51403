import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { staffMoveOrderInTruck } from './serial-helpers';

/**
 * A toast's exact text: the first version's messages are asserted word for word. The first match, as
 * a message repeated within its 5 seconds may briefly show twice.
 */
export const toastText = (page: Page, text: string | RegExp) =>
  page
    .locator('.Toastify')
    .getByText(text, typeof text === 'string' ? { exact: true } : {})
    .first();

/** The header's cart count: the total quantity, or the word Items when empty. */
export const cartCount = (page: Page) => page.getByTestId('cart-count');

export interface StockedProduct {
  id: number;
  _id: string;
  name: string;
  price: number;
  stock: number;
}

/** Two products a journey can buy twice over: the demo catalogue has a few at stock 0. */
export async function twoStockedProducts(
  request: APIRequestContext,
): Promise<[StockedProduct, StockedProduct]> {
  const answer = await (await request.get('/api/product/list?limit=100')).json();
  const stocked = (answer.products as StockedProduct[]).filter(
    (product) => product.stock > 2 && product.price > 0,
  );
  expect(stocked.length).toBeGreaterThanOrEqual(2);
  return [stocked[0]!, stocked[1]!];
}

export async function firstDeliveryCity(request: APIRequestContext): Promise<{ city: string; fee: number }> {
  const fees = (await (await request.get('/api/delivery-fees/')).json()) as { city: string; fee: number }[];
  expect(fees.length).toBeGreaterThan(0);
  return fees[0]!;
}

/** The /login form, scoped to <main> so the footer's newsletter email box is never matched. */
export async function submitLogin(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log In', exact: true }).click();
}

export async function addToCartFromProductPage(page: Page, product: StockedProduct) {
  await page.goto(`/singleProducts/${product.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add To Cart', exact: true }).click();
}

export const cartLine = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

/**
 * Staff move an order on through the admin API, as the admin site's buttons do: In Truck with
 * a fresh IMEI for each unit that records a serial, as the admin site's serial form asks.
 */
export async function staffMoveOrder(
  request: APIRequestContext,
  token: string,
  orderId: string,
  status: string,
) {
  if (status === 'In Truck') return staffMoveOrderInTruck(request, token, orderId);
  const response = await request.patch(`/api/admin/orders/${orderId}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}
