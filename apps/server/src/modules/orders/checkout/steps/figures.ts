import {
  API_MESSAGES,
  CURRENCY,
  figuresInPesewas,
  formatPesewas,
  type MoneyFigures,
  toPesewas,
} from '@shop/shared';
import { conflict } from '../../../../plugins/errors';
import type { CartLine } from '../../../cart';
import type { DeliveryFeeRow } from '../../../delivery';
import type { Charge } from '../../../payments';
import type { OrderRow } from '../../order-mapper';

/** An order's money (packages/shared's figures), here in pesewas. */
export type Figures = MoneyFigures;

/** The figures of cart lines delivered for the fee, each line at its variant's price now. */
export function figuresOf(lines: CartLine[], fee: DeliveryFeeRow): Figures {
  const priced = lines.map((line) => ({ unitPesewas: line.variant.pricePesewas, quantity: line.quantity }));
  return figuresInPesewas(priced, fee.feePesewas);
}

/** A figure the shopper saw must equal the server's, to the pesewa (409 naming it otherwise). */
function requireSameFigure(field: string, clientCedis: number, serverPesewas: number) {
  if (toPesewas(clientCedis) !== serverPesewas) {
    throw conflict(API_MESSAGES.figureMismatch(field, formatPesewas(serverPesewas)));
  }
}

/** The shopper's figures (cedis) against the server's (pesewas). */
export function requireSameFigures(input: Figures, figures: Figures) {
  requireSameFigure('subtotal', input.subtotal, figures.subtotal);
  requireSameFigure('shippingFee', input.shippingFee, figures.shippingFee);
  requireSameFigure('total', input.total, figures.total);
}

/** Why a settled charge cannot pay for the order (its currency or amount); undefined when it can. */
export function chargeMismatchOf(charge: Charge, order: OrderRow): string | undefined {
  if (charge.currency !== CURRENCY) return API_MESSAGES.refundReasonWrongCurrency;
  if (charge.amountPesewas !== order.totalPesewas) return API_MESSAGES.refundReasonWrongAmount;
  return undefined;
}
