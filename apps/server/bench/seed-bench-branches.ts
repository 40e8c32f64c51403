// Three branches holding the benchmark's stock (decision 0068), each offering pickup: the
// delivery branch holds every variant's units (the variants' inserts put them there, migration
// 0032), Kumasi a third of the products, Takoradi one in 25. So the list's branch filter is
// benched on a branch holding nearly everything, one holding many and one holding few, and the
// product answer names up to three branches.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/db/query-helpers';

export interface BenchBranches {
  delivery: number;
  many: number;
  few: number;
}

const HOURS = JSON.stringify(Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '18:00' })));

/** The id of the open branch of this name, added when a run on this database has not yet. */
async function branchNamed(db: Db, name: string, city: string, position: number): Promise<number> {
  const found = rowsOf<{ id: number }>(
    await db.execute(sql`select id from branches where lower(name) = lower(${name}) and archived_at is null`),
  )[0];
  if (found) return Number(found.id);
  const added = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into branches (name, city, opening_hours, pickup, position)
      values (${name}, ${city}, ${HOURS}::jsonb, true, ${position}) returning id`),
  )[0]!;
  return Number(added.id);
}

/** The three branches, and their stock unless a run before added it (`addStock: false`). */
export async function seedBenchBranches(db: Db, { addStock = true } = {}): Promise<BenchBranches> {
  await db.execute(sql`update branches set pickup = true where fills_delivery`);
  const delivery = Number(
    rowsOf<{ id: number }>(await db.execute(sql`select id from branches where fills_delivery`))[0]!.id,
  );
  const many = await branchNamed(db, 'Kumasi Adum', 'Kumasi', 1);
  const few = await branchNamed(db, 'Takoradi Market Circle', 'Takoradi', 2);
  if (!addStock) return { delivery, many, few };
  // Units added there (a delivery, not a transfer): the triggers add them to the variants' and
  // the products' totals, as a shop's own stock-taking would.
  await db.execute(sql`
    insert into branch_stock (variant_id, branch_id, stock)
    select id, ${many}::integer, 1 + id % 4 from product_variants where product_id % 3 = 0
    union all
    select id, ${few}::integer, 1 + id % 2 from product_variants where product_id % 25 = 0
    order by 1, 2`);
  return { delivery, many, few };
}
