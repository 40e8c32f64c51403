import { PRODUCT_PAGE_SIZE_DEFAULT, type ProductListQuery, toPesewas } from '@shop/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/query-helpers';
import { products } from '../../db/schema';
import { branchFilter, estimatedHeldAtBranch } from './branch-filter';
import { estimatedVariantsWithin, priceStatistics } from './price-statistics';
import type { CatalogueProduct } from './product-mapper';
import { searchProductsPage } from './product-search';
import { catalogueProductColumns, withVariants } from './variant-repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SERIAL = 2_147_483_647;

/** At most this many variants in a price range are looked up by their price; a wider range is checked row by row. */
const VARIANTS_LOOKED_UP = 10_000;

/**
 * A price range with both ends, at the prices now (decision 0062): a product is in it when one
 * of its variants is, not one below it and another above (decision 0036). A shopper's range is
 * usually narrow: the variants' price index names its few thousand products, looked up by id
 * (an array the planner cannot mistake for a large share of the table). A wide one is narrowed
 * by the products' own lowest and highest prices, then checked for such a variant row by row.
 * Which it is, ANALYZE's statistics of the prices say (price-statistics.ts); before ANALYZE has
 * seen the variants, up to `lookedUp + 1` of them are counted.
 */
export async function variantPricedWithin(
  db: Executor,
  min: number,
  max: number,
  lookedUp = VARIANTS_LOOKED_UP,
): Promise<SQL> {
  const inRange = sql`select product_id from product_variants where price_now_pesewas between ${min} and ${max}`;
  const statistics = await priceStatistics(db);
  const variants = statistics
    ? estimatedVariantsWithin(statistics, min, max)
    : Number(
        rowsOf<{ variants: number }>(
          await db.execute(
            sql`select count(*)::integer as variants from (${inRange} limit ${lookedUp + 1}) as found`,
          ),
        )[0]?.variants ?? 0,
      );
  if (variants <= lookedUp) return sql`${products.id} = any(array(${inRange}))`;
  // Table-qualified by hand: Drizzle leaves a raw subquery's columns unqualified.
  return and(
    gte(products.maxPricePesewasNow, min),
    lte(products.pricePesewasNow, max),
    sql`exists (
      select 1 from product_variants as variant where variant.product_id = "products"."id"
      and variant.price_now_pesewas between ${min} and ${max})`,
  )!;
}

/** Every condition of the list but the search words, which product-search.ts ranks. */
async function filters(db: Executor, query: ProductListQuery, atBranch?: SQL): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [isNull(products.archivedAt)];
  if (query.category?.length) conditions.push(inArray(products.category, query.category));
  if (query.subcategory?.length) conditions.push(inArray(products.subcategory, query.subcategory));
  if (query.brand?.length) conditions.push(inArray(products.brand, query.brand));
  if (query.sound?.length) conditions.push(inArray(products.soundSystem, query.sound));
  // A product is in a price range when one of its variants is: its highest price reaches
  // minPrice, its lowest stays within maxPrice (decision 0036). Prices now: sale prices inside
  // their window (decision 0062), as the "now" columns keep them.
  if (query.minPrice !== undefined && query.maxPrice !== undefined) {
    conditions.push(await variantPricedWithin(db, toPesewas(query.minPrice), toPesewas(query.maxPrice)));
  } else if (query.minPrice !== undefined) {
    conditions.push(gte(products.maxPricePesewasNow, toPesewas(query.minPrice)));
  } else if (query.maxPrice !== undefined) {
    conditions.push(lte(products.pricePesewasNow, toPesewas(query.maxPrice)));
  }
  if (query.flag === 'top') conditions.push(eq(products.topSelling, true));
  if (query.flag === 'collection') conditions.push(eq(products.collection, true));
  if (query.exclude !== undefined) conditions.push(ne(products.id, query.exclude));
  if (atBranch) conditions.push(atBranch);
  return and(...conditions);
}

function ordering(query: ProductListQuery): SQL[] {
  switch (query.sort) {
    case 'price_asc':
      return [asc(products.pricePesewasNow), asc(products.id)];
    case 'price_desc':
      return [desc(products.pricePesewasNow), asc(products.id)];
    case 'rating':
      // The order of products_rating_idx (decision 0064): unreviewed products last.
      return [sql`${products.ratingTenths} desc nulls last`, desc(products.reviews), asc(products.id)];
    default:
      return [asc(products.id)];
  }
}

/**
 * Every live product, in id order, a batch at a time: the embedded database runs in the
 * server's own thread, so one query for 100,000 rows would hold every other request for
 * seconds. Each batch is a short query, and the caller yields between them.
 */
export async function* liveProductBatches(db: Executor, size: number): AsyncGenerator<CatalogueProduct[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(products)
      .where(and(isNull(products.archivedAt), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(size);
    if (rows.length > 0) yield await withVariants(db, rows);
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Parameters that narrow the list; page, limit and sort only arrange it. */
const NARROWING: (keyof ProductListQuery)[] = [
  'q',
  'category',
  'subcategory',
  'brand',
  'sound',
  'minPrice',
  'maxPrice',
  'flag',
  'exclude',
  'branch',
];

/** True when no narrowing parameter is given but those named (none: the list of every live product). */
const narrowedOnlyBy = (query: ProductListQuery, ...allowed: (keyof ProductListQuery)[]) =>
  NARROWING.every((name) => allowed.includes(name) || query[name] === undefined);

/** How many products a query finds; all live ones come from the count the triggers keep (migration 0009). */
async function countProducts(db: Executor, query: ProductListQuery, where: SQL | undefined): Promise<number> {
  if (narrowedOnlyBy(query)) {
    const result = await db.execute(sql`select live from live_product_count`);
    const live = rowsOf<{ live: number }>(result)[0]?.live;
    if (live !== undefined) return Number(live);
  }
  const totals = await db.select({ total: count() }).from(products).where(where);
  return totals[0]?.total ?? 0;
}

/** Ids are counted per block of 1,000 (live_product_blocks, migration 0014). */
const ID_BLOCK = 1000;

/**
 * Where the whole list's row number `offset` starts: the first id of its block and how many
 * live products of that block come before it. Page 2000 then steps over at most 999 rows
 * instead of 47,976, and still answers exactly what OFFSET would (decision 0030).
 */
async function blockOf(db: Executor, offset: number): Promise<{ firstId: number; skip: number } | undefined> {
  const result = await db.execute(sql`
    select block, before from (
      select block, live, sum(live) over (order by block) - live as before
      from live_product_blocks where live > 0
    ) as blocks
    where before <= ${offset} and before + live > ${offset}
    order by block limit 1`);
  const row = rowsOf<{ block: number; before: number | string }>(result)[0];
  if (!row) return undefined;
  return { firstId: Number(row.block) * ID_BLOCK, skip: offset - Number(row.before) };
}

export interface ProductPage {
  rows: CatalogueProduct[];
  total: number;
  page: number;
  limit: number;
  totalEstimated?: true;
  suggestions?: string[];
}

/** A page of the list (ranked search, deep page or filtered), each product with its variants. */
export async function listProductsPage(db: Executor, query: ProductListQuery): Promise<ProductPage> {
  if (query.q !== undefined) return await searchPage(db, query, query.q);
  return await listPageInOrder(db, query);
}

/**
 * The whole products (options and variants too) of the ids a page's query finds, in its order:
 * one statement. The ids are the inner query's, so OFFSET steps over bare rows and the options
 * and variants are built for the page's products alone.
 */
function wholeProductsOf(
  db: Executor,
  pageIds: { getSQL(): SQL },
  order: SQL[],
): Promise<CatalogueProduct[]> {
  return db
    .select(catalogueProductColumns)
    .from(products)
    .where(sql`${products.id} in (${pageIds})`)
    .orderBy(...order);
}

/** The list's page numbers and the conditions of its other parameters. */
async function pageConditions(db: Executor, query: ProductListQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCT_PAGE_SIZE_DEFAULT;
  const offset = (page - 1) * limit;
  const branch = query.branch === undefined ? undefined : await branchFilter(db, query.branch);
  const where = await filters(db, query, branch?.where);
  return { page, limit, offset, branch, where };
}

async function searchPage(db: Executor, query: ProductListQuery, q: string): Promise<ProductPage> {
  const { page, limit, offset, branch, where } = await pageConditions(db, query);
  const found = await searchProductsPage(db, {
    q,
    narrowing: where,
    narrowed: !narrowedOnlyBy(query, 'q'),
    heldAtBranchAlone: narrowedOnlyBy(query, 'q', 'branch') ? branch?.held : undefined,
    sort: query.sort === 'default' ? undefined : query.sort,
    offset,
    limit,
  });
  return { ...found, page, limit };
}

async function listPageInOrder(db: Executor, query: ProductListQuery): Promise<ProductPage> {
  const { page, limit, offset, branch, where } = await pageConditions(db, query);
  const unnarrowed = narrowedOnlyBy(query);
  if (unnarrowed && (query.sort ?? 'default') === 'default' && offset >= ID_BLOCK) {
    const [start, total] = await Promise.all([blockOf(db, offset), countProducts(db, query, where)]);
    const rows = start
      ? await wholeProductsOf(
          db,
          db
            .select({ id: products.id })
            .from(products)
            .where(and(where, gte(products.id, start.firstId)))
            .orderBy(asc(products.id))
            .limit(limit)
            .offset(start.skip),
          [asc(products.id)],
        )
      : [];
    return { rows, total, page, limit };
  }
  // At a branch and nothing else, the branch's own count is the total (decision 0083).
  const onlyAtBranch = branch && narrowedOnlyBy(query, 'branch');
  const [rows, total] = await Promise.all([
    wholeProductsOf(
      db,
      db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...ordering(query))
        .limit(limit)
        .offset(offset),
      ordering(query),
    ),
    onlyAtBranch ? branch.held : branch?.holdsMany ? undefined : countProducts(db, query, where),
  ]);
  if (total !== undefined) return { rows, total, page, limit };
  // A branch holding many products: a page short of full is the last, so its end is the total.
  if (rows.length < limit && (rows.length > 0 || offset === 0))
    return { rows, total: offset + rows.length, page, limit };
  const estimated = await estimatedHeldAtBranch(db, where!, offset + rows.length + 1);
  return { rows, ...estimated, page, limit };
}

/** Finds a live product by its numeric id or its public `_id`; anything else finds nothing. */
export async function findProduct(db: Executor, idOrPublicId: string): Promise<CatalogueProduct | undefined> {
  let condition: SQL;
  if (/^\d{1,10}$/.test(idOrPublicId) && Number(idOrPublicId) <= MAX_SERIAL) {
    condition = eq(products.id, Number(idOrPublicId));
  } else if (UUID_PATTERN.test(idOrPublicId)) {
    condition = eq(products.publicId, idOrPublicId.toLowerCase());
  } else {
    return undefined;
  }
  const [product] = await db
    .select(catalogueProductColumns)
    .from(products)
    .where(and(condition, isNull(products.archivedAt)))
    .limit(1);
  return product;
}

/** Products by their numeric ids, archived ones too (orders and carts show what was chosen). */
export async function findProductsByIds(db: Executor, ids: number[]): Promise<Map<number, CatalogueProduct>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select(catalogueProductColumns)
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(found.map((product) => [product.id, product]));
}

/** Every product page for the sitemap: its id and when it last changed. */
export async function listProductPageDates(db: Executor): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id));
}
