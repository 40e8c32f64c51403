import {
  type AdminVariantBody,
  adminVariantsBodySchema,
  type Product,
  productDetailResponseSchema,
} from '@shop/shared';
import { saveVariantGrid } from '../../src/modules/catalogue';
import { insertTestProduct } from './admin-fixtures';
import { call } from './api';
import type { TestContext } from './test-app';

export const STORAGES = ['128GB', '256GB'] as const;
export const COLOURS = ['Black', 'Blue', 'Yellow'] as const;

/** 128GB costs 1,450 and 256GB 1,699.50; each of the six has `stock` units. */
export const priceOf = (storage: string) => (storage === '128GB' ? 1450 : 1699.5);

/**
 * A phone with Storage and Colour and one variant per combination, written as the staff's
 * grid writes it, and the product as the API answers it.
 */
export async function insertPhoneWithVariants(
  context: TestContext,
  options: { name?: string; stock?: number; sku?: string } = {},
): Promise<Product> {
  const row = await insertTestProduct(context.database.db, {
    name: options.name ?? 'Samsung Galaxy A15',
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Samsung',
  });
  const sku = options.sku ?? `A15-${row.id}`;
  const variants: AdminVariantBody[] = STORAGES.flatMap((storage) =>
    COLOURS.map((colour) => ({
      sku: `${sku}-${storage}-${colour}`,
      options: { Storage: storage, Colour: colour },
      price: priceOf(storage),
      stock: options.stock ?? 5,
      image: colour === 'Blue' ? ['/uploads/a15-blue.webp'] : [],
    })),
  );
  const input = adminVariantsBodySchema.parse({
    options: [
      { name: 'Storage', values: [...STORAGES] },
      { name: 'Colour', values: [...COLOURS] },
    ],
    variants,
  });
  await context.database.db.transaction((transaction) => saveVariantGrid(transaction, row.id, input));
  context.app.answerCache.clear(['products']);
  return productById(context, row.id);
}

/**
 * The product as the list answers it: the product answer without where it is in stock (its
 * own tests, catalogue/where-in-stock.test.ts, read that).
 */
export async function productById(context: TestContext, id: number): Promise<Product> {
  const { status, body } = await call(context.app, 'GET', `/api/product/${id}`);
  if (status !== 200) throw new Error(`GET /api/product/${id}: ${status} ${JSON.stringify(body)}`);
  const { inStockAt: _, variants, ...product } = productDetailResponseSchema.parse(body).product;
  return { ...product, variants: variants.map(({ inStockAtBranchIds: _ids, ...variant }) => variant) };
}

export function variantOf(product: Product, storage: string, colour: string) {
  const variant = product.variants.find(
    (candidate) => candidate.options.Storage === storage && candidate.options.Colour === colour,
  );
  if (!variant) throw new Error(`${product.name} has no ${storage} ${colour}`);
  return variant;
}
