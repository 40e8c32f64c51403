import {
  CURRENCY,
  formatGhs,
  formatOrderNumber,
  formatPhoneNumber,
  isVerifiedPhoneRequired,
  PAY_ON_DELIVERY,
  PAY_ON_DELIVERY_TEXTS,
  type PayOnDeliverySettings,
  type StartCheckoutResponse,
  toCedis,
  toPesewas,
} from '@shop/shared';
import type { Executor } from '../../../db/client';
import { conflict, unauthorized } from '../../../plugins/errors';
import { clearCart } from '../../cart';
import { isPayOnDeliveryBlocked, lockAccountForPayOnDelivery } from '../../users';
import type { OrderRow } from '../order-mapper';
import { countOpenOnDeliveryOrders } from './checkout-repository';
import type { CheckoutDependencies } from './dependencies';
import type { Figures } from './figures';

/*
 * Pay on delivery, the checkout's way to pay without a provider (decision 0034): the start
 * places the order at once, To pay on delivery; staff settle it at the door
 * (record-collection.ts). Every rule of the owner's settings is checked before anything is
 * written, and a start that breaks one is refused with the rule's message (409).
 */

const { refusals } = PAY_ON_DELIVERY_TEXTS;

/** Cities compare as people type them: "accra" is Accra. */
const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The rules that need no lock: on, the delivery city, a verified phone. Answers the settings. */
export async function requireOfferedTo(
  deps: CheckoutDependencies,
  userId: string,
  details: { city: string; phoneNumber: string },
): Promise<PayOnDeliverySettings> {
  const settings = await deps.readPayOnDeliverySettings();
  if (!settings.enabled) throw conflict(refusals.off);
  if (!settings.cities.some((city) => sameCity(city, details.city))) {
    throw conflict(refusals.city(details.city, settings.cities.join(', ')));
  }
  if (
    isVerifiedPhoneRequired(settings.verifiedPhone, deps.smsConfigured) &&
    !(await deps.isPhoneVerified(userId, details.phoneNumber))
  ) {
    throw conflict(refusals.phoneNotVerified(formatPhoneNumber(details.phoneNumber)));
  }
  return settings;
}

/**
 * Inside the start's transaction, after the cart's lock: the account's row is locked, so
 * concurrent starts of one account count its open orders one after another (a read under
 * the lock, then the write in the same transaction). Refused deliveries and open orders.
 */
export async function requireAccountMayOrder(
  transaction: Executor,
  userId: string,
  settings: PayOnDeliverySettings,
): Promise<void> {
  const account = await lockAccountForPayOnDelivery(transaction, userId);
  if (!account) throw unauthorized();
  if (isPayOnDeliveryBlocked(account.refusedDeliveries)) {
    throw conflict(refusals.accountBlocked(account.refusedDeliveries));
  }
  if ((await countOpenOnDeliveryOrders(transaction, userId)) >= settings.openOrdersPerAccount) {
    throw conflict(refusals.tooManyOpen(settings.openOrdersPerAccount));
  }
}

/** The largest order total, checked on the server's figures. */
export function requireWithinLimit(figures: Figures, settings: PayOnDeliverySettings): void {
  if (figures.total > toPesewas(settings.maxOrderTotal)) {
    throw conflict(refusals.overLimit(formatGhs(settings.maxOrderTotal)));
  }
}

/** The columns of an order placed to pay on delivery: no hold, no provider. */
export const onDeliveryColumns = {
  paymentMethod: PAY_ON_DELIVERY,
  paymentStatus: 'To pay on delivery',
  orderStatus: 'Pending',
  holdExpiresAt: null,
} as const;

/**
 * In the same transaction, once the order and its lines are written: the ordered variants
 * leave the cart, and the confirmation (e-mail, SMS, staff alert) is queued with the order.
 */
export async function completeOnDelivery(
  transaction: Executor,
  deps: CheckoutDependencies,
  order: { id: string; userId: string },
  orderedVariantIds: number[],
): Promise<void> {
  await clearCart(transaction, order.userId, orderedVariantIds);
  await deps.queuePaidOrderMail(transaction, order.id);
}

/** The start's answer for an order placed to pay on delivery: no popup, what to have ready. */
export function placedAnswer(order: OrderRow): StartCheckoutResponse {
  const amountToCollect = toCedis(order.totalPesewas);
  return {
    success: true,
    state: 'placed',
    orderId: order.id,
    holdExpiresAt: order.createdAt.toISOString(),
    payment: {
      provider: 'pay-on-delivery',
      reference: order.paymentReference,
      accessCode: '',
      publicKey: null,
      amount: amountToCollect,
      currency: CURRENCY,
      email: order.email,
    },
    payOnDelivery: {
      orderNumber: formatOrderNumber(order.number),
      amountToCollect,
      message: PAY_ON_DELIVERY_TEXTS.haveReady(formatGhs(amountToCollect)),
    },
  };
}
