import {
  API_MESSAGES,
  type CartItem,
  CHECKOUT_MESSAGES,
  type Country,
  type CreateOrderBody,
  DIGITAL_ADDRESS_TEXTS,
  type Fulfilment,
  isDigitalAddress,
  normalizeDigitalAddress,
  normalizePhoneNumber,
  PAY_ONLINE,
  type StartCheckoutBody,
} from '@shop/shared';
import { type CartPromotion, type DiscountedFigures, discountedFigures } from '../../lib/discounted-figures';

export interface DeliveryDetails {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  /** GhanaPost GPS, optional: GA-123-4567. */
  digitalAddress: string;
  country: Country;
  phoneNumber: string;
}

export const emptyDeliveryDetails = (city = ''): DeliveryDetails => ({
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  city,
  state: '',
  zipCode: '',
  digitalAddress: '',
  country: 'Ghana',
  phoneNumber: '',
});

/**
 * Fields the order cannot be delivered without, and the only ones marked required: region, zip
 * code and digital address are optional (many addresses in Ghana have no zip code).
 */
export const REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'street', 'city', 'phoneNumber'] as const;

/** A pickup (decision 0069) needs no address: name, e-mail and phone only. */
export const PICKUP_REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/** How the order reaches the shopper: delivered, or picked up at a branch. */
export type FulfilmentChoice = { fulfilment: 'delivery' } | { fulfilment: 'pickup'; branchId: number };

/** The figures of the order, with the cart's promotion (decision 0062) when it has one. */
export type OrderFigures = DiscountedFigures & { hasPromotion: boolean };

/**
 * The cart answer's subtotal and discount, the fee charged (0 with free delivery) and the total
 * in whole pesewas: the figures equal the server's to the pesewa.
 */
export const orderFigures = (
  items: readonly CartItem[],
  shippingFee: number,
  promotion: CartPromotion = {},
): OrderFigures => ({
  ...discountedFigures(items, shippingFee, promotion),
  hasPromotion: Boolean(promotion.discount),
});

export type DeliveryCheck = { ok: true; phoneNumber: string } | { ok: false; message: string };

/**
 * The first version's form rules: every required field filled (else "Please fill in all required
 * fields."), and the phone normalised: a leading 0 dropped, the country's dial code put first.
 */
export function checkDeliveryDetails(
  details: DeliveryDetails,
  fulfilment: Fulfilment = 'delivery',
): DeliveryCheck {
  const required = fulfilment === 'pickup' ? PICKUP_REQUIRED_FIELDS : REQUIRED_FIELDS;
  if (required.some((field) => !details[field].trim())) {
    return { ok: false, message: CHECKOUT_MESSAGES.fillRequired };
  }
  const phoneNumber = normalizePhoneNumber(details.phoneNumber, details.country);
  if (!phoneNumber) return { ok: false, message: API_MESSAGES.invalidPhone };
  const digitalAddress = normalizeDigitalAddress(details.digitalAddress);
  if (fulfilment === 'delivery' && digitalAddress && !isDigitalAddress(digitalAddress))
    return { ok: false, message: DIGITAL_ADDRESS_TEXTS.invalid };
  return { ok: true, phoneNumber };
}

/**
 * What "Pay" sends to POST /api/orders/start: the order entity on creation (docs/product/api.md)
 * without the payment, which the server starts itself; the figures are the ones the shopper saw:
 * the fee as charged (0 with free delivery), the discount and the discounted total.
 */
export function checkoutBody(
  details: DeliveryDetails,
  phoneNumber: string,
  items: readonly CartItem[],
  figures: OrderFigures,
  choice: FulfilmentChoice = { fulfilment: 'delivery' },
): StartCheckoutBody {
  // A pickup sends no address (its fields are hidden): the branch is where it goes.
  const pickup = choice.fulfilment === 'pickup';
  return {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    email: details.email.trim(),
    street: pickup ? '' : details.street.trim(),
    city: pickup ? '' : details.city,
    state: pickup ? '' : details.state.trim(),
    zipCode: pickup ? '' : details.zipCode.trim(),
    digitalAddress: pickup ? '' : normalizeDigitalAddress(details.digitalAddress),
    ...(pickup ? { fulfilment: 'pickup' as const, pickupBranchId: choice.branchId } : {}),
    country: details.country,
    phoneNumber,
    paymentMethod: PAY_ONLINE,
    items: items.map((item) => ({
      productId: item.product._id,
      variantId: item.variant._id,
      quantity: item.quantity,
    })),
    subtotal: figures.subtotal,
    shippingFee: figures.shippingFee,
    total: figures.total,
    // Sent whenever the cart has a promotion, 0 included: the server refuses a start that
    // leaves out a discount its cart has (decision 0062).
    ...(figures.hasPromotion ? { discount: figures.discount } : {}),
  };
}

/** The order entity on creation, as POST /api/orders/create takes it, for the server's reference. */
export function orderBody(checkout: StartCheckoutBody, paymentReference: string): CreateOrderBody {
  // Create's body has no discount: the order the start wrote keeps it; the offer choices were
  // recorded by the start (decision 0065), so create does not say them twice.
  const { discount: _startsOnly, marketing: _recordedByStart, ...order } = checkout;
  return {
    ...order,
    // Create settles a payment made online; only a pay-now checkout reaches it.
    paymentMethod: PAY_ONLINE,
    // The server sets Paid itself after verifying; this is the first version's field, sent as it says.
    paymentStatus: 'Paid',
    paymentReference,
  };
}
