import { ADMIN_MESSAGES, type AdminHero, heroBodySchema, numericIdParamsSchema } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { heroes } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { toHero } from '../heroes';

function toAdminHero(row: typeof heroes.$inferSelect): AdminHero {
  return { ...toHero(row), position: row.position };
}

/** The home page's carousels. Order is by position, then id, as the public list reads them. */
export async function adminHeroRoutes(admin: App) {
  const db = () => admin.database.db;
  const found = <T>(row: T | undefined): T => {
    if (!row) throw notFound(ADMIN_MESSAGES.heroNotFound);
    return row;
  };

  admin.get('/heroes', async () => {
    const rows = await db().select().from(heroes).orderBy(asc(heroes.position), asc(heroes.id));
    return { success: true, heroes: rows.map(toAdminHero) };
  });

  admin.post('/heroes', { schema: { body: heroBodySchema } }, async (request, reply) => {
    const { image, ...rest } = request.body;
    const [row] = await db()
      .insert(heroes)
      .values({ ...rest, images: image })
      .returning();
    return reply
      .status(201)
      .send({ success: true, message: ADMIN_MESSAGES.heroSaved, hero: toAdminHero(row!) });
  });

  admin.put(
    '/heroes/:id',
    { schema: { params: numericIdParamsSchema, body: heroBodySchema } },
    async (request) => {
      const { image, ...rest } = request.body;
      const [row] = await db()
        .update(heroes)
        .set({ ...rest, images: image, updatedAt: new Date() })
        .where(eq(heroes.id, request.params.id))
        .returning();
      return { success: true, message: ADMIN_MESSAGES.heroSaved, hero: toAdminHero(found(row)) };
    },
  );

  admin.delete('/heroes/:id', { schema: { params: numericIdParamsSchema } }, async (request) => {
    const [row] = await db()
      .delete(heroes)
      .where(eq(heroes.id, request.params.id))
      .returning({ id: heroes.id });
    found(row);
    return { success: true, message: ADMIN_MESSAGES.heroDeleted };
  });
}
