import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Brings the catalogue's planner statistics up to date after a bulk write (a catalogue
 * import). PGlite has no autovacuum and never gathers them by itself, and PostgreSQL's
 * autovacuum waits for its thresholds; the search reads the sample they hold (decision 0038)
 * and the planner its estimates. Outside any transaction: VACUUM refuses to run in one.
 */
export async function refreshCatalogueStatistics(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) products, product_variants, product_words`);
}
