import {
  numericIdParamsSchema,
  PROMOTION_ADMIN_TEXTS,
  promotionBodySchema,
  promotionListResponseSchema,
  promotionResponseSchema,
  promotionSwitchBodySchema,
  promotionUsesResponseSchema,
} from '@shop/shared';
import { answers, textAnswers } from '../../plugins/answer-serialiser';
import { ownerOnly } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import {
  createPromotion,
  listPromotions,
  listPromotionUses,
  switchPromotion,
  updatePromotion,
} from './admin-promotion-repository';
import { type PromotionWithFigures, toAdminPromotion } from './promotion-figures';
import { sendPromotionsCsv } from './promotions-csv';

/**
 * The owner's Promotions page's calls, inside the staff-only /api/admin scope. Every staff
 * member reads them (they answer shoppers asking about a code); only the owner writes, since
 * a promotion decides what the shop gives away.
 */
export async function adminPromotionRoutes(admin: App) {
  const db = () => admin.database.db;
  const onlyTheOwner = ownerOnly(PROMOTION_ADMIN_TEXTS.readOnly);
  const promotionAnswer = (row: PromotionWithFigures, message: string) => ({
    success: true as const,
    message,
    promotion: toAdminPromotion(row),
  });

  const listSchema = { response: answers({ 200: promotionListResponseSchema }) };
  admin.get('/promotions', { schema: listSchema }, async () => ({
    success: true as const,
    promotions: (await listPromotions(db())).map(toAdminPromotion),
  }));

  admin.get('/promotions.csv', { schema: { response: textAnswers('text/csv') } }, async (_request, reply) =>
    sendPromotionsCsv(reply, (await listPromotions(db())).map(toAdminPromotion)),
  );

  const createSchema = { body: promotionBodySchema, response: answers({ 201: promotionResponseSchema }) };
  admin.post('/promotions', { onRequest: onlyTheOwner, schema: createSchema }, async (request, reply) =>
    reply
      .status(201)
      .send(promotionAnswer(await createPromotion(db(), request.body), PROMOTION_ADMIN_TEXTS.saved)),
  );

  const updateSchema = {
    params: numericIdParamsSchema,
    body: promotionBodySchema,
    response: answers({ 200: promotionResponseSchema }),
  };
  admin.put('/promotions/:id', { onRequest: onlyTheOwner, schema: updateSchema }, async (request) =>
    promotionAnswer(
      await updatePromotion(db(), request.params.id, request.body),
      PROMOTION_ADMIN_TEXTS.saved,
    ),
  );

  const switchSchema = {
    params: numericIdParamsSchema,
    body: promotionSwitchBodySchema,
    response: answers({ 200: promotionResponseSchema }),
  };
  admin.patch('/promotions/:id', { onRequest: onlyTheOwner, schema: switchSchema }, async (request) => {
    const { enabled } = request.body;
    const row = await switchPromotion(db(), request.params.id, enabled);
    return promotionAnswer(
      row,
      enabled ? PROMOTION_ADMIN_TEXTS.switchedOn : PROMOTION_ADMIN_TEXTS.switchedOff,
    );
  });

  const usesSchema = {
    params: numericIdParamsSchema,
    response: answers({ 200: promotionUsesResponseSchema }),
  };
  admin.get('/promotions/:id/uses', { schema: usesSchema }, async (request) => ({
    success: true as const,
    uses: await listPromotionUses(db(), request.params.id),
  }));
}
