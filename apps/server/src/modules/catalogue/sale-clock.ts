import { setImmediate as nextTurn } from 'node:timers/promises';
import { min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayOf, rowsOf } from '../../db/query-helpers';
import { products } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';

/*
 * The boundary is the catalogue's job (decision 0062): the products' prices now are stored
 * columns, right until the next instant a sale starts or ends. The catalogue keeps the
 * earliest such instant (`products.price_changes_at`) in memory; once the app's clock passes
 * it, the answers that show prices are cleared before any is sent, and the products whose
 * instant passed are refreshed (one indexed UPDATE at the app's clock) before anything is read.
 */

/**
 * Inside a transaction: the database's triggers read prices at this instant (the setting
 * `shop.price_clock`, migration 0026) instead of its own now(), so a write under the app's
 * clock (a test's too) computes its price now and its next boundary at that clock.
 */
export async function usePriceClock(transaction: Executor, at: Date): Promise<void> {
  await transaction.execute(sql`select set_config('shop.price_clock', ${at.toISOString()}, true)`);
}

/**
 * Products refreshed per transaction: a sale across a category starts for thousands at one
 * instant, and on the embedded database a transaction holds the server's thread while it runs
 * (decision 0046), so other requests get their turns between batches.
 */
const REFRESH_BATCH = 500;

/** Refreshes one batch of the products whose boundary passed, at `at`; answers how many. */
async function refreshBatchAt(db: Executor, at: Date): Promise<number> {
  const instant = sql`${at.toISOString()}::timestamptz`;
  return db.transaction(async (transaction) => {
    await usePriceClock(transaction, at);
    const due = rowsOf<{ id: number }>(
      await transaction.execute(sql`
        select id from products where price_changes_at <= ${instant}
        order by price_changes_at limit ${REFRESH_BATCH}`),
    );
    if (due.length === 0) return 0;
    const ids = arrayOf(
      due.map((row) => row.id),
      'integer',
    );
    // Only variants whose price now moves are written; the variants' trigger rolls their
    // products' figures (and next boundary) up.
    const priceNow = sql`variant_price_at(price_pesewas, sale_price_pesewas, sale_starts_at, sale_ends_at, ${instant})`;
    await transaction.execute(sql`
      update product_variants set price_now_pesewas = ${priceNow}
      where product_id = any(${ids}) and price_now_pesewas is distinct from ${priceNow}`);
    // A product whose boundary passed without its price now moving (one variant's sale started
    // while another stayed cheaper) still has its next boundary moved on.
    await transaction.execute(sql`select roll_up_variant_figures(${ids}, false)`);
    return due.length;
  });
}

/** Refreshes the products whose boundary passed, at `at`: their variants' prices now and their figures. */
async function refreshPricesAt(db: Executor, at: Date): Promise<void> {
  // Bounded all the same: a product the roll-up cannot move on (one without variants) stays due.
  for (let batch = 0; batch < 1000; batch += 1) {
    if ((await refreshBatchAt(db, at)) < REFRESH_BATCH) return;
    await nextTurn();
  }
}

async function readEarliestBoundary(db: Executor): Promise<number> {
  const [row] = await db.select({ earliest: min(products.priceChangesAt) }).from(products);
  return row?.earliest ? row.earliest.getTime() : Number.POSITIVE_INFINITY;
}

export interface SaleClock {
  /**
   * Awaited by every catalogue route that shows prices, before it reads: refreshes the
   * products whose boundary the clock passed, once for all the requests that ask meanwhile.
   */
  ensurePricesCurrent(): Promise<void>;
}

/**
 * The sale clock of this app: hooked into the answer cache (its check before any hit, and
 * every clearing of the products' answers, which may bring a nearer boundary: a staff write
 * here, another instance's notice, a refresh).
 */
export function startSaleClock(app: App): SaleClock {
  const db = () => app.database.db;
  // Unknown until read: no product answer is kept before a route has read it (the routes
  // await ensurePricesCurrent, which reads it, and an answer read before a clearing is never kept).
  let earliest = Number.POSITIVE_INFINITY;
  let stale = true;
  let running: Promise<void> | undefined;

  const passed = () => app.clock().getTime() >= earliest;

  app.answerCache.onClear((topics) => {
    if (topics.includes('products')) stale = true;
  });
  // Once per boundary: after that clearing, every answer kept was read by a route that awaited
  // the refresh, so clearing again on each hit until then would only cost the hits' time.
  let clearedFor = Number.NaN;
  app.answerCache.checkBeforeHit(() => {
    if (!passed() || clearedFor === earliest) return;
    clearedFor = earliest;
    app.answerCache.clear(['products']);
  });

  async function settle(): Promise<void> {
    // Twice at most: a clock that moved on during the first refresh may pass the next boundary.
    for (let refreshes = 0; ; refreshes += 1) {
      if (stale) {
        // Cleared first: a clearing heard while the read runs marks it stale again.
        stale = false;
        try {
          earliest = await readEarliestBoundary(db());
        } catch (error) {
          stale = true;
          throw error;
        }
      }
      if (!passed() || refreshes === 2) return;
      await refreshPricesAt(db(), app.clock());
      // Clears the answers that showed the old prices and marks the boundary to be read again.
      app.answerCache.clear(['products']);
    }
  }

  return {
    ensurePricesCurrent() {
      if (!stale && !passed()) return Promise.resolve();
      running ??= settle().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
