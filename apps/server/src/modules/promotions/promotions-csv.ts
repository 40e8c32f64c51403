import { type Promotion, PROMOTION_ADMIN_TEXTS as TEXTS } from '@shop/shared';
import type { FastifyReply } from 'fastify';
import { sendCsv, toCsv } from '../../plugins/csv';

const yesOrNo = (value: boolean) => (value ? 'yes' : 'no');
const list = (items: string[]) => items.join('; ');

/** One column of the file: its header and its cell of a promotion. */
const COLUMNS: [string, (promotion: Promotion) => string | number | null][] = [
  [TEXTS.code, (promotion) => promotion.code ?? TEXTS.automatic],
  ['Description', (promotion) => promotion.description],
  [TEXTS.kind, (promotion) => TEXTS.kinds[promotion.kind]],
  ['Percent off', (promotion) => promotion.percent],
  ['Amount off (GHS)', (promotion) => promotion.amount],
  ['Minimum subtotal (GHS)', (promotion) => promotion.minimumSubtotal],
  [TEXTS.scopeCategories, (promotion) => list(promotion.scope.categories)],
  [TEXTS.scopeBrands, (promotion) => list(promotion.scope.brands)],
  [TEXTS.scopeProducts, (promotion) => list(promotion.scope.productIds)],
  [TEXTS.startsAt, (promotion) => promotion.startsAt],
  [TEXTS.endsAt, (promotion) => promotion.endsAt],
  ['Total uses', (promotion) => promotion.totalUses],
  ['Uses per customer', (promotion) => promotion.usesPerCustomer],
  [TEXTS.firstOrderOnly, (promotion) => yesOrNo(promotion.firstOrderOnly)],
  [TEXTS.enabled, (promotion) => yesOrNo(promotion.enabled)],
  [TEXTS.uses, (promotion) => promotion.uses],
  [TEXTS.usesLeft, (promotion) => promotion.usesLeft],
  ['Discount given (GHS)', (promotion) => promotion.discountGiven],
  ['Revenue of its orders (GHS)', (promotion) => promotion.revenue],
  ['Created', (promotion) => promotion.createdAt],
];

/**
 * The Promotions page as a spreadsheet: one row per promotion with its figures. Empty cells
 * are "no limit" or "not set"; csvCell keeps a description that starts like a formula as text.
 */
export function promotionsCsv(promotions: Promotion[]): string {
  return toCsv(
    COLUMNS.map(([header]) => header),
    promotions.map((promotion) => COLUMNS.map(([, cell]) => cell(promotion))),
  );
}

/** The download, named `promotions-<day>.csv`. */
export const sendPromotionsCsv = (reply: FastifyReply, promotions: Promotion[]) =>
  sendCsv(reply, 'promotions', promotionsCsv(promotions));
