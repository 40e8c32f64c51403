import type { heroBodySchema } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { heroes } from '../../db/schema';

export type HeroRow = typeof heroes.$inferSelect;
/** A hero as staff save it, defaults (cta, position) filled in by the schema. */
export type HeroInput = z.output<typeof heroBodySchema>;

/** The API's `image` list is the table's `images` column. */
const columnsOf = ({ image, ...rest }: HeroInput) => ({ ...rest, images: image });

/** Every hero in the order the home page shows them: by position, then id. */
export async function listHeroes(db: Executor): Promise<HeroRow[]> {
  return db.select().from(heroes).orderBy(asc(heroes.position), asc(heroes.id));
}

export async function createHero(db: Executor, body: HeroInput): Promise<HeroRow> {
  const [row] = await db.insert(heroes).values(columnsOf(body)).returning();
  return row!;
}

/** The hero as saved, or undefined when there is no such hero. */
export async function updateHero(db: Executor, id: number, body: HeroInput): Promise<HeroRow | undefined> {
  const [row] = await db
    .update(heroes)
    .set({ ...columnsOf(body), updatedAt: new Date() })
    .where(eq(heroes.id, id))
    .returning();
  return row;
}

/** Answers false when there was no such hero. */
export async function deleteHero(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(heroes).where(eq(heroes.id, id)).returning({ id: heroes.id });
  return rows.length > 0;
}
