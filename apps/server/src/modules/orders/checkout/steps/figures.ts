import {
  API_MESSAGES,
  CURRENCY,
  formatPesewas,
  type MoneyFigures,
  priceAt,
  saleIsOn,
  toPesewas,
} from '@shop/shared';
import { conflict } from '../../../../plugins/errors';
import type { CartLine } from '../../../cart';
import type { DeliveryFeeRow } from '../../../delivery';
import type { Charge } from '../../../payments';
import type { AppliedPromotion } from '../../../promotions';
import type { OrderRow } from '../../order-mapper';

/** An order's money (packages/shared's figures), here in pesewas; `shippingFee` is the fee charged. */
export type Figures = MoneyFigures;

/** What an order line is bought at: its price then, its regular price when on sale, its share of the discount. */
export interface LineFigures {
  unitPesewas: number;
  regularUnitPesewas: number | null;
  discountPesewas: number;
}

/** The order's figures with its promotion's (decision 0062): total = subtotal - discount + fee charged. */
export interface CheckoutFigures extends Figures {
  /** Off the goods. */
  discount: number;
  /** Waived off delivery (free delivery): the fee charged is the city's fee less this. */
  deliveryDiscount: number;
  /** In the lines' order. */
  lines: LineFigures[];
}

/**
 * The figures of cart lines delivered for the fee, each line at its variant's price at `at`
 * (a sale price inside its window), less the promotion the cart gets (its figures read from
 * the same lines and fee), never below zero.
 */
export function figuresOf(
  lines: CartLine[],
  fee: DeliveryFeeRow,
  at: Date,
  applied: AppliedPromotion | null,
): CheckoutFigures {
  const shares = applied?.figures.lineShares ?? [];
  const priced = lines.map((line, index) => ({
    unitPesewas: priceAt(line.variant, at),
    regularUnitPesewas: saleIsOn(line.variant, at) ? line.variant.pricePesewas : null,
    discountPesewas: shares[index] ?? 0,
  }));
  const subtotal = priced.reduce((sum, line, index) => sum + line.unitPesewas * lines[index]!.quantity, 0);
  const discount = applied?.figures.goodsPesewas ?? 0;
  const deliveryDiscount = Math.min(applied?.figures.deliveryPesewas ?? 0, fee.feePesewas);
  const shippingFee = fee.feePesewas - deliveryDiscount;
  const total = Math.max(0, subtotal - discount) + shippingFee;
  return { subtotal, discount, deliveryDiscount, shippingFee, total, lines: priced };
}

/** A figure the shopper saw must equal the server's, to the pesewa (409 naming it otherwise). */
function requireSameFigure(field: string, clientCedis: number, serverPesewas: number) {
  if (toPesewas(clientCedis) !== serverPesewas) {
    throw conflict(API_MESSAGES.figureMismatch(field, formatPesewas(serverPesewas)));
  }
}

/**
 * The shopper's figures (cedis) against the server's (pesewas). The discount is checked when
 * the shopper sent one; one who sent none while the cart has one meets the total's 409.
 */
export function requireSameFigures(
  input: Figures & { discount?: number | undefined },
  figures: Figures & { discount?: number },
) {
  requireSameFigure('subtotal', input.subtotal, figures.subtotal);
  if (input.discount !== undefined) requireSameFigure('discount', input.discount, figures.discount ?? 0);
  requireSameFigure('shippingFee', input.shippingFee, figures.shippingFee);
  requireSameFigure('total', input.total, figures.total);
}

/** Why a settled charge cannot pay for the order (its currency or amount); undefined when it can. */
export function chargeMismatchOf(charge: Charge, order: OrderRow): string | undefined {
  if (charge.currency !== CURRENCY) return API_MESSAGES.refundReasonWrongCurrency;
  if (charge.amountPesewas !== order.totalPesewas) return API_MESSAGES.refundReasonWrongAmount;
  return undefined;
}
