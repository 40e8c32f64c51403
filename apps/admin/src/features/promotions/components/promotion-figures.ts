import { formatGhs, PROMOTION_ADMIN_TEXTS, type Promotion } from '@shop/shared';
import { formatDateTime } from '../../../lib/dates';

const texts = PROMOTION_ADMIN_TEXTS;

/** How staff name a promotion in buttons and headings: its code, or its description when automatic. */
export const promotionName = (promotion: Pick<Promotion, 'code' | 'description'>) =>
  promotion.code ?? promotion.description;

/** "10 % off", "GHS 50.00 off" or "Free delivery". */
export function figureOf(promotion: Pick<Promotion, 'kind' | 'percent' | 'amount'>): string {
  if (promotion.kind === 'percent') return texts.page.figure.percent(promotion.percent ?? 0);
  if (promotion.kind === 'fixed') return texts.page.figure.fixed(formatGhs(promotion.amount ?? 0));
  return texts.page.figure['free-delivery'];
}

/** "Always", "From 27 Nov 2026, 00:00", "Until ...", or "... to ...". */
export function datesOf(promotion: Pick<Promotion, 'startsAt' | 'endsAt'>): string {
  const { startsAt, endsAt } = promotion;
  if (startsAt && endsAt) return texts.page.between(formatDateTime(startsAt), formatDateTime(endsAt));
  if (startsAt) return texts.page.from(formatDateTime(startsAt));
  if (endsAt) return texts.page.until(formatDateTime(endsAt));
  return texts.page.always;
}

/** "3 / 97", or "3 / No limit" without a total. */
export const usesOf = (promotion: Pick<Promotion, 'uses' | 'usesLeft'>) =>
  `${promotion.uses} / ${promotion.usesLeft ?? texts.page.noLimit}`;
