import { type APIRequestContext, expect } from '@playwright/test';
import type { AdminVariantsBody, Product } from '@shop/shared';
import { staffToken } from '../support/api';

/** A phone of its own for a test: two storage sizes, two colours, the 128GB Blue sold out. */
export interface VariantPhone {
  id: number;
  _id: string;
  name: string;
  /** The pictures of each colour. */
  black: string;
  blue: string;
}

/**
 * Staff create a phone and give it options and variants through the admin API, as the admin
 * site's grid does. A new product per test, so tests running side by side never share its stock.
 */
export async function createVariantPhone(request: APIRequestContext): Promise<VariantPhone> {
  const listed = (await (await request.get('/api/product/list?limit=50')).json()).products as Product[];
  const pictures = [...new Set(listed.flatMap((product) => product.image.slice(0, 1)))];
  expect(pictures.length).toBeGreaterThanOrEqual(2);
  const [black, blue] = pictures as [string, string];

  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const name = `Galaxy E2E ${stamp}`;
  const created = await request.post('/api/admin/products', {
    headers,
    data: {
      name,
      price: 1450,
      category: 'Phone',
      subcategory: 'Android Phone',
      brand: 'Samsung',
      description: 'A phone in two storage sizes and two colours, made by a browser test.',
      stock: 1,
      image: [black],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { product } = (await created.json()) as { product: Product };

  const sku = (suffix: string) => `E2E-${stamp}-${suffix}`;
  const body: AdminVariantsBody = {
    options: [
      { name: 'Storage', values: ['128GB', '256GB'] },
      { name: 'Colour', values: ['Black', 'Blue'] },
    ],
    variants: [
      {
        sku: sku('128-BLK'),
        options: { Storage: '128GB', Colour: 'Black' },
        price: 1450,
        stock: 8,
        image: [black],
      },
      {
        sku: sku('128-BLU'),
        options: { Storage: '128GB', Colour: 'Blue' },
        price: 1450,
        stock: 0,
        image: [blue],
      },
      {
        sku: sku('256-BLK'),
        options: { Storage: '256GB', Colour: 'Black' },
        price: 1799,
        stock: 6,
        image: [black],
      },
      {
        sku: sku('256-BLU'),
        options: { Storage: '256GB', Colour: 'Blue' },
        price: 1849,
        stock: 2,
        image: [blue, black],
      },
    ],
  };
  const saved = await request.put(`/api/admin/products/${product.id}/variants`, { headers, data: body });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return { id: product.id, _id: product._id, name, black, blue };
}
