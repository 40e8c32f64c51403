import type { Page } from '@playwright/test';

/** Logs a shopper in the way the storefront does: the token in localStorage under `token`. */
export async function storeToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** The toast region's text, for asserting the first version's exact messages. */
export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

interface ListedProduct {
  id: number;
  _id: string;
  name: string;
  price: number;
  stock: number;
  category: string;
  subcategory: string;
  description: string;
}

export async function listProducts(page: Page, query = 'limit=100'): Promise<ListedProduct[]> {
  const response = await page.request.get(`/api/product/list?${query}`);
  return (await response.json()).products;
}
