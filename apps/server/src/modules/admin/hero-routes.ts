import { ADMIN_MESSAGES, heroBodySchema, numericIdParamsSchema } from '@shop/shared';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { createHero, deleteHero, type HeroRow, listHeroes, toAdminHero, updateHero } from '../heroes';

/** The home page's carousels, ordered as the public list reads them (heroes module). */
export async function adminHeroRoutes(admin: App) {
  const db = () => admin.database.db;
  const found = (row: HeroRow | undefined): HeroRow => {
    if (!row) throw notFound(ADMIN_MESSAGES.heroNotFound);
    return row;
  };

  admin.get('/heroes', async () => ({ success: true, heroes: (await listHeroes(db())).map(toAdminHero) }));

  admin.post('/heroes', { schema: { body: heroBodySchema } }, async (request, reply) => {
    const row = await createHero(db(), request.body);
    return reply
      .status(201)
      .send({ success: true, message: ADMIN_MESSAGES.heroSaved, hero: toAdminHero(row) });
  });

  admin.put(
    '/heroes/:id',
    { schema: { params: numericIdParamsSchema, body: heroBodySchema } },
    async (request) => {
      const row = found(await updateHero(db(), request.params.id, request.body));
      return { success: true, message: ADMIN_MESSAGES.heroSaved, hero: toAdminHero(row) };
    },
  );

  admin.delete('/heroes/:id', { schema: { params: numericIdParamsSchema } }, async (request) => {
    if (!(await deleteHero(db(), request.params.id))) throw notFound(ADMIN_MESSAGES.heroNotFound);
    return { success: true, message: ADMIN_MESSAGES.heroDeleted };
  });
}
