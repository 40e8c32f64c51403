import { type CheckoutState, CURRENCY, type StartCheckoutResponse, toCedis } from '@shop/shared';
import type { OrderRow } from '../../order-mapper';
import type { CheckoutDependencies } from '../dependencies';

/** What POST /api/orders/start answers about a pending (or just paid) order. */
export function startAnswer(
  deps: Pick<CheckoutDependencies, 'provider' | 'publicKey'>,
  order: OrderRow,
  state: CheckoutState,
): StartCheckoutResponse {
  return {
    success: true,
    state,
    orderId: order.id,
    holdExpiresAt: (order.holdExpiresAt ?? order.createdAt).toISOString(),
    payment: {
      provider: deps.provider.name,
      reference: order.paymentReference,
      accessCode: order.accessCode ?? '',
      publicKey: deps.publicKey,
      amount: toCedis(order.totalPesewas),
      currency: CURRENCY,
      email: order.email,
    },
  };
}
