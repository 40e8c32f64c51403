import type { Fulfilment } from './pickup';

/*
 * An order has two states, each with its own table of allowed moves: its status (where
 * the parcel is, moved by staff and the customer) and its payment (where the money is,
 * moved only by the checkout). The server refuses any move that is not in its table.
 */

export const ORDER_STATUSES = [
  'Pending',
  'In Truck',
  'In Transit',
  // A pickup's (decision 0069): waiting at its branch with its code sent; handed over, it is Delivered.
  'Ready for pickup',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * The moves staff make in the admin site. Delivered from In Transit is staff's as well as the
 * customer's Confirm Delivery, so a prepaid order can be finished when the shopper never confirms.
 */
export const STAFF_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['In Truck', 'Cancelled'],
  'In Truck': ['In Transit', 'Cancelled'],
  'In Transit': ['Delivered', 'Cancelled'],
  'Ready for pickup': [],
  Delivered: [],
  Cancelled: [],
};

/**
 * A pickup's moves (decision 0069): staff mark it Ready for pickup (the code is sent) or cancel
 * it; Delivered ("Picked up") is made only by the counter's handover with the right code.
 */
export const PICKUP_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Ready for pickup', 'Cancelled'],
  'In Truck': [],
  'In Transit': [],
  'Ready for pickup': ['Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/**
 * An order's payment: Pending until a charge settles it (stock held meanwhile), Paid, Expired
 * when the hold ran out unpaid (hidden from the shopper), Refund pending while the provider
 * is asked to refund, Refunded. Pay on delivery (decision 0034) adds To pay on
 * delivery (placed, stock taken, the rider collects), Collected, Refused at the door and
 * Cancelled unpaid.
 */
export const PAYMENT_STATUSES = [
  'Pending',
  'Paid',
  'Expired',
  'Refund pending',
  'Refunded',
  'Partly refunded',
  'To pay on delivery',
  'Collected',
  'Refused at the door',
  'Cancelled unpaid',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentState {
  /** What staff read for it. */
  label: string;
  /** What it means, and what comes next, for staff. */
  meaning: string;
  /** An order placed: the shopper sees it, the order counts are over it, no later charge changes it by itself. */
  placed: boolean;
  /** Money the shop has: revenue, sales and a customer's spend count the order (Paid, Collected). */
  countsAsSale: boolean;
  /** The order's units are taken from stock (held, paid for or to be paid at the door). */
  stockTaken: boolean;
  /** The states it may move to, and nothing else. */
  moves: readonly PaymentStatus[];
}

/** The payment states and the only moves between them (decisions 0018, 0034). */
export const PAYMENT_STATES: Record<PaymentStatus, PaymentState> = {
  Pending: {
    label: 'Awaiting payment',
    meaning: 'The checkout holds its stock until the shopper pays or the hold runs out.',
    placed: false,
    countsAsSale: false,
    stockTaken: true,
    // Paid by a charge; Expired when the hold runs out; Refund pending for a charge of the wrong amount.
    moves: ['Paid', 'Expired', 'Refund pending'],
  },
  Paid: {
    label: 'Paid',
    meaning: 'The money is taken; cancelling refunds it in full.',
    placed: true,
    countsAsSale: true,
    stockTaken: true,
    // Refund pending when staff cancel; Partly refunded or Refunded by a return's refund (decision 0063).
    moves: ['Refund pending', 'Partly refunded', 'Refunded'],
  },
  Expired: {
    label: 'Expired unpaid',
    meaning: 'The hold ran out unpaid and the stock went back on sale; a late charge is taken or refunded.',
    placed: false,
    countsAsSale: false,
    stockTaken: false,
    // A charge after the hold: Paid when the stock is still there, refunded otherwise.
    moves: ['Paid', 'Refund pending'],
  },
  'Refund pending': {
    label: 'Refund pending',
    meaning: 'Cancelled; the provider is being asked to refund the charge, and retried until it does.',
    placed: true,
    countsAsSale: false,
    stockTaken: false,
    moves: ['Refunded'],
  },
  Refunded: {
    label: 'Refunded',
    meaning: 'Refunded in full: cancelled, or every unit returned and refunded.',
    placed: true,
    countsAsSale: false,
    stockTaken: false,
    moves: [],
  },
  'Partly refunded': {
    label: 'Partly refunded',
    meaning:
      'Some units were returned and refunded, each with a credit note; revenue counts what was paid less what went back.',
    placed: true,
    countsAsSale: true,
    stockTaken: true,
    // Another return's refund: Partly refunded again, or Refunded once everything paid went back.
    moves: ['Partly refunded', 'Refunded'],
  },
  'To pay on delivery': {
    label: 'To pay on delivery',
    meaning:
      'Placed with pay on delivery: the stock is taken and the rider collects the amount at the door, in cash or by mobile money. Until it is In Truck the shopper may pay online instead.',
    placed: true,
    countsAsSale: false,
    stockTaken: true,
    // Collected or Refused at the door (recorded by staff), Cancelled unpaid (staff cancel), Paid online instead.
    moves: ['Collected', 'Refused at the door', 'Cancelled unpaid', 'Paid'],
  },
  Collected: {
    label: 'Collected',
    meaning:
      'Paid at the door, in cash or by mobile money, for the exact amount; revenue counts it from then.',
    placed: true,
    countsAsSale: true,
    stockTaken: true,
    // A return's refund, paid back in cash or by mobile money (decision 0063).
    moves: ['Partly refunded', 'Refunded'],
  },
  'Refused at the door': {
    label: 'Refused at the door',
    meaning:
      'The shopper refused the parcel: the order is cancelled, its stock is back on sale and the refusal counts against the account.',
    placed: true,
    countsAsSale: false,
    stockTaken: false,
    moves: [],
  },
  'Cancelled unpaid': {
    label: 'Cancelled unpaid',
    meaning:
      'Staff cancelled the order before it was paid at the door; nothing was paid and the stock is back on sale.',
    placed: true,
    countsAsSale: false,
    stockTaken: false,
    moves: [],
  },
};

/** Placed orders: the shopper's list and the order counts show them. */
export const PLACED_PAYMENT_STATUSES: PaymentStatus[] = PAYMENT_STATUSES.filter(
  (status) => PAYMENT_STATES[status].placed,
);

/** Orders whose money the shop has: revenue, sales and a customer's spend count them. */
export const SALE_PAYMENT_STATUSES: PaymentStatus[] = PAYMENT_STATUSES.filter(
  (status) => PAYMENT_STATES[status].countsAsSale,
);

/** An order the rider still has to collect for: it counts against the account's open pay-on-delivery orders. */
export const OPEN_PAY_ON_DELIVERY_STATUSES: PaymentStatus[] = ['To pay on delivery'];

/** No charge can pay the order any more (paid, collected, refunded or ended unpaid). */
export function isPaymentFinal(status: PaymentStatus): boolean {
  return !isPaymentMoveAllowed(status, 'Paid');
}

export function isPaymentMoveAllowed(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_STATES[from].moves.includes(to);
}

/** The states a payment may reach `to` from. */
export function paymentStatusesMovingTo(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => isPaymentMoveAllowed(from, to));
}

/** The label staff read for a payment state; a value the table does not know is shown as it is. */
export function paymentStateLabel(status: string): string {
  return (PAYMENT_STATES as Record<string, PaymentState | undefined>)[status]?.label ?? status;
}

/** Where a pay-on-delivery order may be paid online instead: before it is In Truck (decision 0034). */
export const PAY_NOW_ORDER_STATUSES: readonly OrderStatus[] = ['Pending'];
/**
 * Where staff record the outcome at the door (Collected or Refused at the door): out for
 * delivery, or already confirmed as delivered by the shopper before the rider recorded it.
 * An order to pay on delivery in one of these is money still out.
 */
export const COLLECTION_ORDER_STATUSES: readonly OrderStatus[] = ['In Truck', 'In Transit', 'Delivered'];

/** A collected order's parcel is in the shopper's hands: only Delivered is left to record. */
const COLLECTED_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: [],
  'In Truck': ['In Transit', 'Delivered'],
  'In Transit': ['Delivered'],
  'Ready for pickup': [],
  Delivered: [],
  Cancelled: [],
};

/**
 * The status moves staff may make on one order: a paid order follows STAFF_STATUS_MOVES; an
 * order to pay on delivery too (its Cancelled is Cancelled unpaid, no refund), except Delivered,
 * which waits for the outcome at the door; a collected one can be taken on to Delivered, and is
 * not cancelled here (the cash went to the rider).
 */
export function staffStatusMovesOf(order: {
  orderStatus: OrderStatus;
  paymentStatus: string;
  fulfilment?: Fulfilment;
}): readonly OrderStatus[] {
  if (order.fulfilment === 'pickup') {
    // Paid online or to pay at the counter alike: the money is settled at the handover.
    const open = order.paymentStatus === 'Paid' || order.paymentStatus === 'To pay on delivery';
    return open ? PICKUP_STATUS_MOVES[order.orderStatus] : [];
  }
  if (order.paymentStatus === 'Paid') return STAFF_STATUS_MOVES[order.orderStatus];
  if (order.paymentStatus === 'To pay on delivery') {
    return STAFF_STATUS_MOVES[order.orderStatus].filter((status) => status !== 'Delivered');
  }
  if (order.paymentStatus === 'Collected') return COLLECTED_STATUS_MOVES[order.orderStatus];
  return [];
}
