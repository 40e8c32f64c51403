/*
 * An order has two states, each with its own table of allowed moves: its status (where
 * the parcel is, moved by staff and the customer) and its payment (where the money is,
 * moved only by the checkout). The server refuses any move that is not in its table.
 */

export const ORDER_STATUSES = ['Pending', 'In Truck', 'In Transit', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The moves staff make in the admin site; Delivered is the customer's own move. */
export const STAFF_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['In Truck', 'Cancelled'],
  'In Truck': ['In Transit', 'Cancelled'],
  'In Transit': ['Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/**
 * An order's payment: Pending until a charge settles it (stock held meanwhile), Paid, Expired
 * when the hold ran out unpaid (hidden from the shopper), Refund pending while the provider
 * is asked to refund, Refunded.
 */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Expired', 'Refund pending', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentState {
  /** What staff read for it. */
  label: string;
  /** What it means, and what comes next, for staff. */
  meaning: string;
  /** An order placed: the shopper sees it, sales count it, no later charge changes it. */
  placed: boolean;
  /** The states it may move to, and nothing else. */
  moves: readonly PaymentStatus[];
}

/** The payment states and the only moves between them (decision 0018). */
export const PAYMENT_STATES: Record<PaymentStatus, PaymentState> = {
  Pending: {
    label: 'Awaiting payment',
    meaning: 'The checkout holds its stock until the shopper pays or the hold runs out.',
    placed: false,
    // Paid by a charge; Expired when the hold runs out; Refund pending for a charge of the wrong amount.
    moves: ['Paid', 'Expired', 'Refund pending'],
  },
  Paid: {
    label: 'Paid',
    meaning: 'The money is taken; cancelling refunds it in full.',
    placed: true,
    moves: ['Refund pending'],
  },
  Expired: {
    label: 'Expired unpaid',
    meaning: 'The hold ran out unpaid and the stock went back on sale; a late charge is taken or refunded.',
    placed: false,
    // A charge after the hold: Paid when the stock is still there, refunded otherwise.
    moves: ['Paid', 'Refund pending'],
  },
  'Refund pending': {
    label: 'Refund pending',
    meaning: 'Cancelled; the provider is being asked to refund the charge, and retried until it does.',
    placed: true,
    moves: ['Refunded'],
  },
  Refunded: {
    label: 'Refunded',
    meaning: 'Cancelled and refunded in full.',
    placed: true,
    moves: [],
  },
};

/** Placed orders: the shopper's list, sales and the dashboard count them. */
export const PLACED_PAYMENT_STATUSES: PaymentStatus[] = PAYMENT_STATUSES.filter(
  (status) => PAYMENT_STATES[status].placed,
);

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
