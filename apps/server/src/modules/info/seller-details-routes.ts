import {
  adminSellerDetailsResponseSchema,
  missingSellerDetails,
  SELLER_DETAILS_TEXTS,
  type SellerDetails,
  sellerDetailsSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { ownerOnly } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { readSellerDetails, saveSellerDetails } from './seller-details-repository';

/**
 * The seller's details (decision 0070), registered inside the staff-only /api/admin scope,
 * whose writes clear the store_info answers (modules/admin). Every staff member reads them and
 * sees what is missing; only the owner changes them, like the tax settings: they say in law
 * who sells.
 */
export async function adminSellerDetailsRoutes(admin: App) {
  const db = () => admin.database.db;
  const detailsAnswer = (sellerDetails: SellerDetails, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    sellerDetails,
    missing: missingSellerDetails(sellerDetails),
  });
  const response = answers({ 200: adminSellerDetailsResponseSchema });

  admin.get('/seller-details', { schema: { response } }, async () =>
    detailsAnswer(await readSellerDetails(db())),
  );
  admin.put(
    '/seller-details',
    {
      onRequest: ownerOnly(SELLER_DETAILS_TEXTS.ownerOnly),
      schema: { body: sellerDetailsSchema, response },
    },
    async (request) => {
      await saveSellerDetails(db(), request.body);
      return detailsAnswer(request.body, SELLER_DETAILS_TEXTS.saved);
    },
  );
}
