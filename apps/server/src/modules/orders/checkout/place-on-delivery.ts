import {
  CURRENCY,
  formatGhs,
  formatOrderNumber,
  formatPhoneNumber,
  isVerifiedPhoneRequired,
  PAY_ON_DELIVERY_TEXTS,
  type PayOnDeliverySettings,
  type StartCheckoutResponse,
  toCedis,
  toPesewas,
} from '@shop/shared';
import type { Executor } from '../../../db/client';
import { conflict, unauthorized } from '../../../plugins/errors';
import { isPayOnDeliveryBlocked, lockAccountForPayOnDelivery } from '../../users';
import type { OrderRow } from '../order-mapper';
import type { CheckoutDependencies } from './dependencies';
import type { Figures } from './figures';
import { countOpenOnDeliveryOrders } from './on-delivery-repository';

/*
 * The rules of pay on delivery (decision 0034; its adapter is pay-on-delivery.ts): every rule
 * of the owner's settings is checked before anything is written, and a start that breaks one
 * is refused with the rule's message (409).
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
