import { API_MESSAGES, stockAlertCountsResponseSchema, variantOptionsText } from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { guardRoutes, requireAdmin } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { findVariantsOf, variantOptionsOf } from '../catalogue';
import { countWaitingByVariant } from './stock-alert-repository';

const productParams = z.object({ id: z.string().max(64) });
const MAX_SERIAL = 2_147_483_647;

/**
 * Staff's count of shoppers waiting for a product (decision 0066), per variant with its label
 * ("256GB, Blue"; the product's name for one without options), archived products too, inside
 * a staff-only /api/admin scope (no token 401, a customer's token 403).
 */
export async function stockAlertStaffRoutes(app: App): Promise<void> {
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);
      staff.get(
        '/products/:id/stock-alerts',
        { schema: { params: productParams, response: answers({ 200: stockAlertCountsResponseSchema }) } },
        async (request) => {
          const { id } = request.params;
          if (!/^\d{1,10}$/.test(id) || Number(id) > MAX_SERIAL) throw notFound(API_MESSAGES.productNotFound);
          const product = await findVariantsOf(staff.database.db, Number(id));
          const counts = await countWaitingByVariant(staff.database.db, product.id);
          const variants = product.variants.map((variant) => ({
            variantId: variant.publicId,
            label: variantOptionsText(variantOptionsOf(product, variant)) || product.name,
            waiting: counts.get(variant.id) ?? 0,
          }));
          return {
            success: true as const,
            waiting: variants.reduce((sum, variant) => sum + variant.waiting, 0),
            variants,
          };
        },
      );
    },
    { prefix: '/api/admin' },
  );
}
