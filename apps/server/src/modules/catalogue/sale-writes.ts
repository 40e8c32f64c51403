import { type AdminVariantsInput, PROMOTION_ADMIN_TEXTS, toCedis, toPesewas } from '@shop/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isoOrNull, rowsOf } from '../../db/query-helpers';
import { productVariants } from '../../db/schema';
import type { CatalogueProduct, VariantRow } from './product-mapper';
import { usePriceClock } from './sale-clock';

/*
 * Staff's sale prices (decision 0062): per variant in the grid, or a percent off every variant
 * of a product, a category or a brand. The variants' trigger computes each price now and rolls
 * the products' figures and next boundary up (migration 0026).
 */

/** A variant's sale as the table holds it: none without a sale price (an absent one ends it). */
export function saleColumnsOf(variant: Pick<AdminVariantsInput['variants'][number], keyof SaleFields>) {
  const salePrice = variant.salePrice ?? null;
  if (salePrice === null) return { salePricePesewas: null, saleStartsAt: null, saleEndsAt: null };
  return {
    salePricePesewas: toPesewas(salePrice),
    saleStartsAt: variant.saleStartsAt ? new Date(variant.saleStartsAt) : null,
    saleEndsAt: variant.saleEndsAt ? new Date(variant.saleEndsAt) : null,
  };
}

/** A sale as staff write it in the grid or a file: cedis and ISO instants, all null without one. */
export interface SaleFields {
  salePrice: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
}

export const NO_SALE: SaleFields = { salePrice: null, saleStartsAt: null, saleEndsAt: null };

export const saleFieldsOf = (
  variant: Pick<VariantRow, 'salePricePesewas' | 'saleStartsAt' | 'saleEndsAt'>,
): SaleFields =>
  variant.salePricePesewas === null
    ? NO_SALE
    : {
        salePrice: toCedis(variant.salePricePesewas),
        saleStartsAt: isoOrNull(variant.saleStartsAt),
        saleEndsAt: isoOrNull(variant.saleEndsAt),
      };

/** A one-variant product's sale; undefined for a product with several (each has its own, in the grid). */
export const productSaleOf = (product: Pick<CatalogueProduct, 'variants'>): SaleFields | undefined =>
  product.variants.length === 1 ? saleFieldsOf(product.variants[0]!) : undefined;

/**
 * The sale of a product with one variant (the catalogue file's sale cells), inside the
 * caller's transaction, computed at `at`; a product with several variants is left as it is.
 */
export async function saveProductSale(
  transaction: Executor,
  productId: number,
  sale: SaleFields,
  at: Date,
): Promise<void> {
  await usePriceClock(transaction, at);
  const variants = await transaction
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .for('update');
  if (variants.length !== 1) return;
  await transaction
    .update(productVariants)
    .set({ ...saleColumnsOf(sale), updatedAt: new Date() })
    .where(and(eq(productVariants.id, variants[0]!.id), eq(productVariants.productId, productId)));
}

/** The staff's words for the sale checks of the table (migration 0026). */
const SALE_CHECKS: Record<string, string> = {
  product_variants_sale_price_below_price: PROMOTION_ADMIN_TEXTS.sales.salePriceNotBelow,
  product_variants_sale_window_ordered: PROMOTION_ADMIN_TEXTS.sales.saleWindowOrder,
};

/**
 * What to tell staff when a write broke one of the sale checks (PostgreSQL's check_violation,
 * bare or wrapped by Drizzle): the body's checks run on cedis and the table's on pesewas, so
 * this is rare, but it is still the staff's mistake, never a 500.
 */
export function saleRefusalOf(error: unknown): string | undefined {
  type Refusal = { code?: string; constraint?: string };
  const candidate = error as (Refusal & { cause?: Refusal }) | undefined;
  const refusal = candidate?.code === '23514' ? candidate : candidate?.cause;
  if (refusal?.code !== '23514' || !refusal.constraint) return undefined;
  return SALE_CHECKS[refusal.constraint];
}

/** What a bulk sale reaches: one product (its `_id` or number), or a category's or brand's products. */
export interface SaleTarget {
  target: 'product' | 'category' | 'brand';
  value: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The live products a target names (archived ones are not sold), as the lists spell the names. */
function productsOf({ target, value }: SaleTarget): SQL {
  const live = sql`products.archived_at is null`;
  if (target === 'category') return sql`${live} and products.category = ${value}`;
  if (target === 'brand') return sql`${live} and products.brand = ${value}`;
  if (UUID_PATTERN.test(value)) return sql`${live} and products.public_id = ${value.toLowerCase()}::uuid`;
  if (/^\d{1,9}$/.test(value)) return sql`${live} and products.id = ${Number(value)}`;
  return sql`false`;
}

async function countProducts(transaction: Executor, target: SaleTarget): Promise<number> {
  const result = await transaction.execute(
    sql`select count(*)::integer as found from products where ${productsOf(target)}`,
  );
  return Number(rowsOf<{ found: number }>(result)[0]?.found ?? 0);
}

/** How many variants a bulk write changed, or null when the target names no live product. */
export type SaleCount = number | null;

/**
 * PUT /api/admin/sales, inside the caller's transaction: every variant of the target gets the
 * sale price `percent` off its price (salePriceOfPercent's rounding: half a pesewa up, off the
 * discount), over the window; a variant whose discount rounds to nothing is left as it is.
 */
export async function putOnSale(
  transaction: Executor,
  sale: SaleTarget & { percent: number; startsAt: string | null; endsAt: string | null },
  at: Date,
): Promise<SaleCount> {
  await usePriceClock(transaction, at);
  if ((await countProducts(transaction, sale)) === 0) return null;
  const off = sql`round(product_variants.price_pesewas * ${sale.percent} / 100.0)::integer`;
  const result = await transaction.execute(sql`
    update product_variants
    set sale_price_pesewas = product_variants.price_pesewas - ${off},
      sale_starts_at = ${sale.startsAt}::timestamptz, sale_ends_at = ${sale.endsAt}::timestamptz,
      updated_at = now()
    from products
    where products.id = product_variants.product_id and ${productsOf(sale)} and ${off} >= 1
    returning product_variants.id`);
  return rowsOf(result).length;
}

/** DELETE /api/admin/sales, inside the caller's transaction: the target's sales end (set or not yet started). */
export async function endSales(transaction: Executor, target: SaleTarget, at: Date): Promise<SaleCount> {
  await usePriceClock(transaction, at);
  if ((await countProducts(transaction, target)) === 0) return null;
  const result = await transaction.execute(sql`
    update product_variants
    set sale_price_pesewas = null, sale_starts_at = null, sale_ends_at = null, updated_at = now()
    from products
    where products.id = product_variants.product_id and ${productsOf(target)}
      and product_variants.sale_price_pesewas is not null
    returning product_variants.id`);
  return rowsOf(result).length;
}
