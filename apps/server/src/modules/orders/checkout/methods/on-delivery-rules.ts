import {
  CURRENCY,
  formatGhs,
  formatOrderNumber,
  formatPhoneNumber,
  isVerifiedPhoneRequired,
  PAY_ON_DELIVERY_TEXTS,
  type PayOnDeliverySettings,
  PICKUP_TEXTS,
  type StartCheckoutResponse,
  toCedis,
  toPesewas,
} from '@shop/shared';
import type { Executor } from '../../../../db/client';
import { conflict, unauthorized } from '../../../../plugins/errors';
import { isPayOnDeliveryBlocked, lockAccountForPayOnDelivery, lockPhoneAndAddress } from '../../../users';
import { deliveryAddressKey, deliveryAddressLabel } from '../../delivery-address';
import type { OrderRow } from '../../order-mapper';
import type { CheckoutDependencies } from '../dependencies';
import { countOpenOnDeliveryOrders } from '../on-delivery-repository';
import type { Figures } from '../steps/figures';

/*
 * The rules of pay on delivery (decision 0034; its handler is on-delivery.ts): every rule
 * of the owner's settings is checked before anything is written, and a start that breaks one
 * is refused with the rule's message (409).
 */

const { refusals } = PAY_ON_DELIVERY_TEXTS;

/** Cities compare as people type them: "accra" is Accra. */
const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The rules that need no lock: on, the delivery city, a verified phone. Answers the settings.
 * A pickup paid at the counter (decision 0069) meets no rider: the cities do not apply to it.
 */
export async function requireOfferedTo(
  deps: CheckoutDependencies,
  userId: string,
  details: { city: string; phoneNumber: string; fulfilment: string },
): Promise<PayOnDeliverySettings> {
  const settings = await deps.readPayOnDeliverySettings();
  if (!settings.enabled) throw conflict(refusals.off);
  const ridersCollect = settings.cities.some((city) => sameCity(city, details.city));
  if (details.fulfilment !== 'pickup' && !ridersCollect) {
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

/** Where a pay-on-delivery order goes: its delivery phone (E.164) and address (none for a pickup). */
export interface DeliveryPlace {
  phoneNumber: string;
  street: string;
  city: string;
  fulfilment: string;
}

/**
 * Inside the start's transaction, after the cart's lock: the account's row, then the rows of
 * the delivery phone and address are locked, so concurrent starts of one account, or of
 * several accounts on one phone or address, count open orders one after another (a read
 * under the locks, then the write in the same transaction). A person is the account, the
 * phone and the address together (decision 0044): refused deliveries and open orders of each
 * count, and the refusal names the one that stopped it.
 */
export async function requireAccountMayOrder(
  transaction: Executor,
  userId: string,
  place: DeliveryPlace,
  settings: PayOnDeliverySettings,
): Promise<void> {
  const account = await lockAccountForPayOnDelivery(transaction, userId);
  if (!account) throw unauthorized();
  // A pickup is paid at its branch's counter: no door, so no address counts (decision 0069).
  const addressKey = place.fulfilment === 'pickup' ? null : deliveryAddressKey(place.street, place.city);
  const standings = await lockPhoneAndAddress(transaction, [
    { kind: 'phone', key: place.phoneNumber, label: place.phoneNumber },
    ...(addressKey === null
      ? []
      : [
          {
            kind: 'address' as const,
            key: addressKey,
            label: deliveryAddressLabel(place.street, place.city),
          },
        ]),
  ]);
  const refusedAt = (kind: 'phone' | 'address') =>
    standings.find((standing) => standing.kind === kind)?.refusedDeliveries ?? 0;
  const phone = formatPhoneNumber(place.phoneNumber);
  if (isPayOnDeliveryBlocked(account.refusedDeliveries)) {
    throw conflict(refusals.accountBlocked(account.refusedDeliveries));
  }
  if (isPayOnDeliveryBlocked(refusedAt('phone')))
    throw conflict(refusals.phoneBlocked(phone, refusedAt('phone')));
  if (isPayOnDeliveryBlocked(refusedAt('address')))
    throw conflict(refusals.addressBlocked(refusedAt('address')));

  const allowed = settings.openOrdersPerAccount;
  const open = await countOpenOnDeliveryOrders(transaction, {
    userId,
    phone: place.phoneNumber,
    addressKey,
  });
  if (open.account >= allowed) throw conflict(refusals.tooManyOpen(allowed));
  if (open.phone >= allowed) throw conflict(refusals.tooManyOpenOnPhone(phone, allowed));
  if (open.address >= allowed) throw conflict(refusals.tooManyOpenAtAddress(allowed));
}

/** The largest order total, checked on the server's figures. */
export function requireWithinLimit(figures: Figures, settings: PayOnDeliverySettings): void {
  if (figures.total > toPesewas(settings.maxOrderTotal)) {
    throw conflict(refusals.overLimit(formatGhs(settings.maxOrderTotal)));
  }
}

/**
 * The start's answer for an order placed to pay on delivery: no popup, what to have ready (at
 * the counter of `pickupPlace` for a pickup).
 */
export function placedAnswer(order: OrderRow, pickupPlace: string | null = null): StartCheckoutResponse {
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
      message:
        pickupPlace === null
          ? PAY_ON_DELIVERY_TEXTS.haveReady(formatGhs(amountToCollect))
          : PICKUP_TEXTS.haveReadyAtCounter(formatGhs(amountToCollect), pickupPlace),
    },
  };
}
