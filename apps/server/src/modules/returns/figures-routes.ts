import { returnFiguresResponseSchema, toCedis } from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { guardRoutes, requireAdmin } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { readReturnFigures } from './return-figures-repository';

export const RETURN_FIGURES_DAYS_DEFAULT = 30;
export const RETURN_FIGURES_DAYS_MAX = 365;

const daysMessage = `days is a whole number from 1 to ${RETURN_FIGURES_DAYS_MAX}`;

const returnFiguresQuerySchema = z.strictObject({
  /** The period: the last `days` Ghana days, today included. */
  days: z.coerce
    .number({ error: daysMessage })
    .int(daysMessage)
    .min(1, daysMessage)
    .max(RETURN_FIGURES_DAYS_MAX, daysMessage)
    .default(RETURN_FIGURES_DAYS_DEFAULT),
});

/** The dashboard's returns: by reason, by product, money refunded per day, faulty units. */
export async function returnFiguresRoutes(app: App): Promise<void> {
  await app.register(
    async (admin: App) => {
      guardRoutes(admin, requireAdmin);
      admin.get(
        '/returns/figures',
        {
          schema: {
            querystring: returnFiguresQuerySchema,
            response: answers({ 200: returnFiguresResponseSchema }),
          },
        },
        async (request) => {
          const figures = await readReturnFigures(admin.database.db, request.query.days);
          return {
            success: true as const,
            byReason: figures.byReason,
            byProduct: figures.byProduct,
            refundedPerDay: figures.refundedPerDay.map((day) => ({
              day: day.day,
              amount: toCedis(day.amountPesewas),
            })),
            faultyUnits: figures.faultyUnits,
          };
        },
      );
    },
    { prefix: '/api/admin' },
  );
}
