// Catalogue figures at the scale decision 0038 names: 100,000 products with three variants each
// (a tenth of them on sale, decision 0062) and their stock at three branches (decision 0068,
// seed-bench-branches.ts) in PGlite on disk, then again in the PostgreSQL of BENCH_DATABASE_URL
// when it is set (its tables emptied first), then the list call's common shapes through
// the whole app (routing, validation, SQL, mapping), with the answer cache off so every
// request reaches the database; with them, the list sorted by rating and the answer and reviews
// pages of a product holding 5,000 published reviews (decision 0064), the product answer with
// where it is in stock and the list filtered by a branch (docs/product/branches.md). Then how long a cached
// answer waits while a slow uncached one runs beside it: PGlite runs in the server's own
// thread. Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BRANDS, CATEGORIES, SUBCATEGORIES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { recordBenchmark } from '../../../scripts/benchmark-record.mjs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { rowsOf } from '../src/db/query-helpers';
import { besideFromAnotherThread } from './beside-client';
import { type BenchBranches, seedBenchBranches } from './seed-bench-branches';
import { seedBenchReviews } from './seed-bench-reviews';

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = 50;
/** The product with a shop's worth of reviews: 500 pages of 10. */
const REVIEWED_PRODUCT_ID = Math.ceil(PRODUCT_COUNT / 2);
const REVIEW_COUNT = 5_000;
/** A product of Kumasi's and Takoradi's (seed-bench-branches.ts) and the delivery branch's. */
const HELD_AT_THREE = Math.min(PRODUCT_COUNT, 75 * Math.ceil(PRODUCT_COUNT / 150));

/** One database's figures, for its part of the row of docs/benchmarks.md. */
async function benchOn(database: Database, dataDir: string): Promise<string> {
  await database.migrate();
  const branches = (await loadedBefore(database)) ?? (await load(database));
  return await measure(database, dataDir, branches);
}

/** The branches of a catalogue a run before loaded whole into this database (BENCH_KEEP=1). */
async function loadedBefore(database: Database): Promise<BenchBranches | undefined> {
  if (process.env.BENCH_KEEP !== '1') return undefined;
  const [counted] = rowsOf<{ products: number }>(
    await database.db.execute(sql`select count(*)::int as products from products`),
  );
  if (Number(counted?.products) !== PRODUCT_COUNT) return undefined;
  const [reviewed] = rowsOf<{ reviews: number }>(
    await database.db.execute(
      sql`select count(*)::int as reviews from product_reviews where product_id = ${REVIEWED_PRODUCT_ID}`,
    ),
  );
  if (Number(reviewed?.reviews) < REVIEW_COUNT) return undefined;
  console.log(`${database.kind}: the catalogue a run before loaded`);
  return await seedBenchBranches(database.db, { addStock: false });
}

/** 100,000 products with their variants, sales, stock at three branches and reviews. */
async function load(database: Database): Promise<BenchBranches> {
  const started = performance.now();
  let stepStarted = started;
  /** Each loading step's time, as it ends: a load of 100,000 products takes many minutes. */
  const loaded = (step: string) => {
    const now = performance.now();
    console.log(`${database.kind}: ${step} in ${((now - stepStarted) / 1000).toFixed(1)} s`);
    stepStarted = now;
  };
  await database.db.execute(sql`TRUNCATE products RESTART IDENTITY CASCADE`);
  // A bulk load fills the GIN indexes through their pending lists, then empties them: the shop
  // keeps them off (migrations 0014 and 0033), which costs a row-by-row index update per write
  // of a product row, and the branches' stock below writes a third of the rows again.
  const BULK_LOADED_INDEXES = [
    'products_search_text_trgm_idx',
    'products_name_trgm_idx',
    'products_in_stock_at_branch_ids_idx',
  ];
  for (const index of BULK_LOADED_INDEXES)
    await database.db.execute(sql.raw(`ALTER INDEX ${index} SET (fastupdate = on)`));
  // In batches, each planned with the statistics of the rows before it, as a shop's would have
  // (autovacuum on PostgreSQL; on PGlite, which has none, migration 0014's and the catalogue
  // import's ANALYZE): the insert's triggers give each product its default variant and that
  // variant's stock at the delivery branch, and planned for empty tables those statements read
  // every row per row (100,000 products in one statement had not ended after 10 minutes; 12,000
  // products' variants took 47 s instead of 2 s on PostgreSQL).
  const analyze = () => database.db.execute(sql`ANALYZE products, product_variants, branch_stock`);
  for (let first = 1; first <= PRODUCT_COUNT; ) {
    const last = Math.min(PRODUCT_COUNT, first === 1 ? 1_000 : first + 9_999);
    await database.db.execute(
      sql.raw(`
  INSERT INTO products (name, price_pesewas, images, category, subcategory, brand, description, info, reviews, top_selling, collection, stock, rating_total)
  SELECT
    (ARRAY[${BRANDS.map((brand) => `'${brand}'`).join(',')}])[1 + i % ${BRANDS.length}] || ' Model ' || i || ' ' || (ARRAY['64GB','128GB','256GB','Pro','Max','Lite'])[1 + i % 6],
    1000 + (i * 7919) % 2000000,
    '["/images/demo/product/phone/samsung/1e3a8a/1.svg"]'::jsonb,
    (ARRAY[${CATEGORIES.map((category) => `'${category}'`).join(',')}])[1 + i % ${CATEGORIES.length}],
    (ARRAY[${SUBCATEGORIES.map((subcategory) => `'${subcategory}'`).join(',')}])[1 + i % ${SUBCATEGORIES.length}],
    (ARRAY[${BRANDS.map((brand) => `'${brand}'`).join(',')}])[1 + i % ${BRANDS.length}],
    'A benchmark product with a description long enough to look like a real one in the shop.',
    '["one","two","three"]'::jsonb, i % 500, i % 50 = 0, i % 40 = 0, i % 30,
    -- The stars of those reviews, 3.0 to 5.0 on average, so the list sorts by a spread of ratings.
    (i % 500) * (30 + i % 21) / 10
  FROM generate_series(${first}, ${last}) AS i`),
    );
    await analyze();
    first = last + 1;
  }
  loaded(`${PRODUCT_COUNT} products`);
  // Three variants each (decision 0036): Storage 64GB (the default variant every insert gets),
  // 128GB and 256GB, dearer by 50 and 100 cedis, and the storage sizes in the search text.
  await database.db.execute(sql`
  INSERT INTO product_options (product_id, position, name, "values")
  SELECT id, 0, 'Storage', ARRAY['64GB', '128GB', '256GB'] FROM products`);
  loaded('their options');
  await database.db.execute(sql`UPDATE product_variants SET option_values = ARRAY['64GB']`);
  loaded('the first variants named');
  await database.db.execute(sql`
  INSERT INTO product_variants (product_id, position, sku, price_pesewas, stock, option_values)
  SELECT id, size, 'SKU-' || id || '-' || size, price_pesewas + size * 5000, stock,
    ARRAY[(ARRAY['128GB', '256GB'])[size]]
  FROM products, generate_series(1, 2) AS size`);
  await analyze();
  loaded('two more variants each');
  // A tenth of the variants on sale (decision 0062), a fifth off: most since yesterday for a week
  // or two, a third of them from tomorrow, so the list's "now" columns hold sale prices and
  // price_changes_at is set, as in a shop in sale season.
  await database.db.execute(sql`
  UPDATE product_variants
  SET sale_price_pesewas = price_pesewas - price_pesewas / 5,
    sale_starts_at = now() + CASE WHEN id % 3 = 0 THEN interval '1 day' ELSE interval '-1 day' END,
    sale_ends_at = now() + interval '7 days' + (id % 7) * interval '1 day'
  WHERE id % 10 = 0 AND price_pesewas >= 5`);
  loaded('a tenth on sale');
  // The words trigger would run once per row; the three words are added at once instead.
  await database.db.execute(sql`ALTER TABLE products DISABLE TRIGGER products_words_on_rename`);
  await database.db.execute(sql`UPDATE products SET option_words = '64GB 128GB 256GB'`);
  await database.db.execute(sql`ALTER TABLE products ENABLE TRIGGER products_words_on_rename`);
  await database.db.execute(sql`
  INSERT INTO product_words (word, shown) VALUES ('64gb', '64GB'), ('128gb', '128GB'), ('256gb', '256GB')
  ON CONFLICT (word) DO NOTHING`);
  loaded('the words of their options');
  const branchesStarted = performance.now();
  const branches = await seedBenchBranches(database.db);
  const branchesMs = performance.now() - branchesStarted;
  loaded('their stock at two more branches');
  for (const index of BULK_LOADED_INDEXES) {
    await database.db.execute(sql.raw(`SELECT gin_clean_pending_list('${index}')`));
    await database.db.execute(sql.raw(`ALTER INDEX ${index} SET (fastupdate = off)`));
  }
  const reviewsStarted = performance.now();
  await seedBenchReviews(database.db, REVIEWED_PRODUCT_ID, REVIEW_COUNT);
  const reviewsMs = performance.now() - reviewsStarted;
  loaded('the reviews');
  // The loading's updates left a dead version of every row; a shop's database has had them
  // vacuumed (autovacuum on PostgreSQL), so the bench reads what a shop would, not the leftovers.
  await database.db.execute(sql`VACUUM ANALYZE products`);
  await database.db.execute(sql`VACUUM ANALYZE product_variants`);
  await database.db.execute(sql`VACUUM ANALYZE branch_stock`);
  await database.db.execute(sql`VACUUM ANALYZE branches`);
  console.log(
    `${database.kind}: inserted ${PRODUCT_COUNT} products with 3 variants each in ${(performance.now() - started).toFixed(0)} ms, of which ${REVIEW_COUNT} buyers, their orders and reviews of product ${REVIEWED_PRODUCT_ID} ${reviewsMs.toFixed(0)} ms, their stock at two more branches ${branchesMs.toFixed(0)} ms`,
  );
  return branches;
}

/** The list's and the product's answers, timed through the whole app, and the cached beside them. */
async function measure(database: Database, dataDir: string, branches: BenchBranches): Promise<string> {
  let started = performance.now();

  const config = {
    ...loadConfig({}),
    dataDir,
    logLevel: 'silent' as const,
    catalogueCacheMb: 0,
  };
  const app = await buildApp(config, { database, skipMigrations: true, logger: false });

  /** This run's figures, for its row of docs/benchmarks.md. */
  const figures: string[] = [];
  const cases = [
    '/api/product/list?page=1&limit=24',
    '/api/product/list?page=2000&limit=24',
    '/api/product/list?q=model%201234&limit=8',
    '/api/product/list?q=pro&limit=24',
    // Search that forgives typos (decision 0030): misspelt, run together, split apart.
    '/api/product/list?q=samsng&limit=24',
    '/api/product/list?q=iphne%2015&limit=24',
    '/api/product/list?q=galxy%20a15&limit=24',
    '/api/product/list?q=jbl%20flip6&limit=24',
    '/api/product/list?q=lap%20top&limit=24',
    '/api/product/list?q=laptop&limit=24',
    '/api/product/list?q=pro&sort=price_asc&limit=24',
    '/api/product/list?category=Phone&brand=Samsung&brand=Apple&sort=price_asc&limit=24',
    '/api/product/list?maxPrice=399.99&sort=price_desc&limit=24',
    // A variant inside a price range (decision 0036), and a variant's value in a search.
    '/api/product/list?minPrice=500&maxPrice=900&limit=24',
    '/api/product/list?q=model%201234%20256gb&limit=8',
    '/api/product/list?flag=top&limit=8',
    '/api/product/list?sort=rating&limit=24',
    '/api/product/12345',
    `/api/product/${REVIEWED_PRODUCT_ID}`,
    // Reviews by buyers (decision 0064): the first page and a deep one of the product's 500.
    `/api/product/${REVIEWED_PRODUCT_ID}/reviews?page=1`,
    `/api/product/${REVIEWED_PRODUCT_ID}/reviews?page=400`,
    // Where it is in stock (docs/product/branches.md): a product at all three branches, and the
    // list at the delivery branch (nearly everything), Kumasi (a third) and Takoradi (one in 25).
    `/api/product/${HELD_AT_THREE}`,
    `/api/product/list?branch=${branches.delivery}&limit=24`,
    `/api/product/list?branch=${branches.many}&limit=24`,
    `/api/product/list?branch=${branches.few}&limit=24`,
    `/api/product/list?branch=${branches.many}&page=10&limit=24`,
    `/api/product/list?branch=${branches.many}&sort=price_asc&limit=24`,
    `/api/product/list?branch=${branches.few}&sort=rating&limit=24`,
    `/api/product/list?branch=${branches.many}&category=Phone&brand=Samsung&brand=Apple&sort=price_asc&limit=24`,
    `/api/product/list?branch=${branches.few}&category=Phone&limit=24`,
    `/api/product/list?branch=${branches.many}&maxPrice=399.99&sort=price_desc&limit=24`,
    `/api/product/list?branch=${branches.few}&minPrice=500&maxPrice=900&limit=24`,
    `/api/product/list?branch=${branches.many}&q=pro&limit=24`,
    `/api/product/list?branch=${branches.few}&q=samsng&limit=24`,
  ];
  /** The label of a call that is not a list's. */
  const LABELS: Record<string, string> = {
    '/api/product/12345': 'one product',
    [`/api/product/${REVIEWED_PRODUCT_ID}`]: `a product with ${REVIEW_COUNT.toLocaleString('en')} reviews`,
    [`/api/product/${REVIEWED_PRODUCT_ID}/reviews?page=1`]: 'its reviews page=1',
    [`/api/product/${REVIEWED_PRODUCT_ID}/reviews?page=400`]: 'page=400',
    [`/api/product/${HELD_AT_THREE}`]: 'a product in stock at three branches',
  };
  /** How the row names a branch of the list's filter. */
  const branchLabels: [string, string][] = [
    [`branch=${branches.delivery}`, 'branch=delivery'],
    [`branch=${branches.many}`, 'branch=a third'],
    [`branch=${branches.few}`, 'branch=one in 25'],
  ];
  const labelOf = (query: string) =>
    branchLabels.reduce(
      (label, [parameter, name]) => label.replace(new RegExp(`${parameter}(?!\\d)`), name),
      query,
    );
  // A shop's server has run a while before a shopper comes: its code compiled, though not these
  // answers read (the first call timed met every compilation, 33 ms at the 95th percentile where
  // it met 18 ms when later). Other calls than those timed warm it first.
  for (const warming of [
    '/api/product/list?page=3&limit=24',
    '/api/product/777',
    '/api/product/list?q=nokia&limit=24',
    '/api/product/list?category=Laptop&sort=price_desc&limit=24',
  ])
    for (let round = 0; round < 10; round++) await app.inject({ method: 'GET', url: warming });
  // BENCH_CASES (a pattern) times only the calls it matches, to look at a few between changes.
  const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : undefined;
  for (const url of cases) {
    if (only && !only.test(labelOf(decodeURIComponent(url)))) continue;
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      started = performance.now();
      const response = await app.inject({ method: 'GET', url });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(ROUNDS / 2)]!;
    const p95 = timings[Math.floor(ROUNDS * 0.95)]!;
    console.log(`${url.padEnd(86)} median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`);
    const label = url.startsWith('/api/product/list?')
      ? labelOf(decodeURIComponent(url.slice('/api/product/list?'.length)).replace(/&?limit=\d+/, ''))
      : LABELS[url]!;
    figures.push(`${label} ${p95.toFixed(1)}`);
  }
  // A cached answer beside an uncached one: a second app on the same database, with its cache.
  // The shoppers are a worker thread of their own, so that reading a 105 MB answer is theirs
  // and the waits measure the server's event loop alone.
  const cachedApp = await buildApp(
    { ...config, catalogueCacheMb: 64 },
    { database, skipMigrations: true, logger: false },
  );
  await cachedApp.listen({ port: 0, host: '127.0.0.1' });
  const address = cachedApp.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await fetch(`${base}/api/hero/list`);
  for (const slow of [
    '/api/product/list?q=pro&limit=24',
    '/api/product/list?page=2000&limit=24',
    '/api/product/list',
  ]) {
    cachedApp.answerCache.clearAll();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const beside = await besideFromAnotherThread(base, slow);
    loop.disable();
    const { waits } = beside;
    console.log(
      `beside ${slow} (${beside.slowMs.toFixed(0)} ms, ${(beside.bytes / 1024).toFixed(0)} KB): cached /api/hero/list ${waits.length} answers, median ${waits[Math.floor(waits.length / 2)]!.toFixed(1)} ms, slowest ${waits.at(-1)!.toFixed(1)} ms; the server's event loop late by ${(loop.max / 1e6).toFixed(0)} ms at most`,
    );
    figures.push(
      `beside ${slow === '/api/product/list' ? 'the whole list' : slow.replace('/api/product/list?', '').replace('&limit=24', '')} slowest ${waits.at(-1)!.toFixed(0)} ms, loop late ${(loop.max / 1e6).toFixed(0)} ms`,
    );
  }
  await cachedApp.close();
  const besideFigures = figures.splice(cases.length);

  console.log(`resident memory: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  await app.close();
  await database.close();
  return (
    `${database.kind}, answer cache off, p95 in ms over ${ROUNDS} rounds: ${figures.join(', ')}; ` +
    `a cached answer beside an uncached one: ${besideFigures.join(', ')}`
  );
}

// PGlite on disk in a data directory of its own, as `npm start` runs the shop: in memory its
// files would be arrays in this process's heap (gigabytes at this scale), which the shop's are not.
// BENCH_ONLY=postgres skips PGlite (with BENCH_DATABASE_URL), to look at PostgreSQL alone.
// BENCH_KEEP=1 keeps PGlite's loaded directory (shop-bench-kept in the temporary directory) and
// both databases' catalogue for the next run, which then only measures: loading takes minutes.
const keep = process.env.BENCH_KEEP === '1';
const perDatabase: string[] = [];
if (process.env.BENCH_ONLY !== 'postgres') {
  const dataDir = keep
    ? path.join(os.tmpdir(), 'shop-bench-kept')
    : mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  perDatabase.push(await benchOn(await openDatabase({ kind: 'pglite', dataDir }), dataDir));
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) {
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  perDatabase.push(
    await benchOn(await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }), uploads),
  );
  rmSync(uploads, { recursive: true, force: true });
}
// A run of some calls (BENCH_CASES) is a look between changes, not the page's row.
if (!process.env.BENCH_CASES)
  await recordBenchmark({
    bench: 'bench',
    figures: `${PRODUCT_COUNT.toLocaleString('en')} products with 3 variants each, stock at 3 branches; ${perDatabase.join('; then ')}`,
  });
