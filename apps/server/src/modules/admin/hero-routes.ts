import {
  ADMIN_MESSAGES,
  adminHeroListResponseSchema,
  adminHeroResponseSchema,
  adminMessageResponseSchema,
  heroBodySchema,
  numericIdParamsSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
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

  const listSchema = { response: answers({ 200: adminHeroListResponseSchema }) };
  admin.get('/heroes', { schema: listSchema }, async () => ({
    success: true,
    heroes: (await listHeroes(db())).map(toAdminHero),
  }));

  const createSchema = { body: heroBodySchema, response: answers({ 201: adminHeroResponseSchema }) };
  admin.post('/heroes', { schema: createSchema }, async (request, reply) => {
    const row = await createHero(db(), request.body);
    return reply
      .status(201)
      .send({ success: true, message: ADMIN_MESSAGES.heroSaved, hero: toAdminHero(row) });
  });

  admin.put(
    '/heroes/:id',
    {
      schema: {
        params: numericIdParamsSchema,
        body: heroBodySchema,
        response: answers({ 200: adminHeroResponseSchema }),
      },
    },
    async (request) => {
      const row = found(await updateHero(db(), request.params.id, request.body));
      return { success: true, message: ADMIN_MESSAGES.heroSaved, hero: toAdminHero(row) };
    },
  );

  const deleteSchema = {
    params: numericIdParamsSchema,
    response: answers({ 200: adminMessageResponseSchema }),
  };
  admin.delete('/heroes/:id', { schema: deleteSchema }, async (request) => {
    if (!(await deleteHero(db(), request.params.id))) throw notFound(ADMIN_MESSAGES.heroNotFound);
    return { success: true, message: ADMIN_MESSAGES.heroDeleted };
  });
}
