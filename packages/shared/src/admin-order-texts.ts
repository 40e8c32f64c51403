import type { OrderStatus } from './order-states';
import { currentPaymentMethod, type PaymentMethod } from './pay-on-delivery';
import { pickupStateLine } from './pickup-counter-texts';

/**
 * The admin order pages' words for finishing an order, the pause before a move that messages
 * the customer or cannot be taken back, and the order's history (docs/decisions/0051).
 */
export const ADMIN_ORDER_TEXTS = {
  /** Under the status while the parcel is on its way: staff may finish it, so may the shopper. */
  shopperMayConfirm:
    'The customer may also confirm delivery from their orders page; whichever comes first finishes the order.',
  markDelivered: 'Mark as Delivered',
  /** How the order is paid, in the shop's words (an unknown method is shown as stored). */
  paymentMethods: {
    'pay-online': 'Paid online (mobile money or card)',
    'pay-on-delivery': 'Pay on delivery',
  } satisfies Record<PaymentMethod, string>,

  /** The payment provider that took the charge, as staff know it (an unknown one as stored). */
  providers: {
    paystack: 'Paystack',
    test: 'Test payments (no money moved)',
  } as Record<string, string>,

  confirm: {
    moveTitle: (orderNumber: string, status: OrderStatus) => `Move order ${orderNumber} to ${status}?`,
    deliveredTitle: (orderNumber: string) => `Mark order ${orderNumber} as Delivered?`,
    cancelTitle: (orderNumber: string) => `Cancel order ${orderNumber}?`,
    collectedTitle: (orderNumber: string, amount: string) =>
      `Record ${amount} collected for order ${orderNumber}?`,
    refusedTitle: (orderNumber: string) => `Record order ${orderNumber} as refused at the door?`,
    /** What cannot be taken back, one sentence per kind of action. */
    cannotUndo: {
      move: 'This cannot be undone: an order never moves back to an earlier status.',
      delivered: 'This cannot be undone: the order is finished and counts as delivered on the dashboard.',
      cancel:
        'This cannot be undone: the stock goes back on sale, and a paid order is refunded in full to the customer.',
      collected:
        'This cannot be undone: the money counts as received by the shop and the rider is accountable for it.',
      refused:
        "This cannot be undone: the order is cancelled, its stock goes back on sale and the refusal counts against the customer's account, phone and address.",
    },
    sentTitle: 'What the customer receives',
    smsTo: (phone: string) => `SMS to ${phone}`,
    whatsAppTo: (phone: string) => `WhatsApp message to ${phone}`,
    noSms: 'No SMS: the customer turned order texts off, or the number is not a mobile number.',
    emailTo: (email: string) => `E-mail to ${email}`,
    noEmail: 'No e-mail is sent for this.',
    subject: (subject: string) => `Subject: ${subject}`,
    /** The staff's own words go to the customer as typed: say so before they are sent. */
    reasonSentAsTyped: 'The reason is sent to the customer exactly as typed, as shown below.',
    loadingPreview: 'Preparing the messages...',
    previewFailed: 'The messages could not be prepared. Go back and try again.',
    goBack: 'Go back',
  },

  timeline: {
    title: 'History',
    caption: "The order's states, oldest first",
    placed: 'Placed',
    paid: 'Paid online',
    toPayOnDelivery: 'Placed to pay on delivery',
    collected: 'Collected at the door',
    refused: 'Refused at the door',
    outForDelivery: 'In Truck (out for delivery)',
    /** The current status, when nothing above already says it. */
    status: (status: OrderStatus) => status,
    refunded: 'Refunded',
    now: 'now',
  },
} as const;

/** The shopper's side of the same rules: Delete only hides an order that is over (409 otherwise). */
export const SHOPPER_ORDER_MESSAGES = {
  deleteOnlyFinished: 'Only a delivered or cancelled order can be deleted from your list.',
} as const;

/**
 * The order's state as one line in the shop's words, for the staff list and the order page:
 * the status where the parcel is and the payment together, never three labels side by side
 * ("Paid, to pack", "In Transit, GHS to collect", "Checkout expired unpaid").
 */
export function orderStateLine(order: {
  orderStatus: OrderStatus;
  paymentStatus: string;
  fulfilment?: string | undefined;
}): string {
  // A pickup says "Picked up" and "at the counter" (decision 0069).
  const atCounter = order.fulfilment === 'pickup' ? pickupStateLine(order) : undefined;
  if (atCounter) return atCounter;
  const { orderStatus: status } = order;
  switch (order.paymentStatus) {
    case 'Pending':
      return 'Checkout started, awaiting online payment';
    case 'Expired':
      return 'Checkout expired unpaid';
    case 'Refund pending':
      return 'Cancelled, refund under way';
    case 'Refunded':
      return status === 'Cancelled' ? 'Cancelled and refunded' : `${status}, refunded in full`;
    case 'Partly refunded':
      return `${status}, partly refunded`;
    case 'Refused at the door':
      return 'Cancelled: refused at the door';
    case 'Cancelled unpaid':
      return 'Cancelled before payment at the door';
    case 'To pay on delivery':
      return status === 'Pending' ? 'To pack, to be paid at the door' : `${status}, to be paid at the door`;
    case 'Collected':
      return status === 'Delivered' ? 'Delivered, paid at the door' : `${status}, paid at the door`;
    default:
      return status === 'Pending' ? 'Paid, to pack' : status;
  }
}

/** The payment method in the shop's words; an unknown one is shown as stored. */
export function paymentMethodLabel(method: string | undefined): string {
  const current = currentPaymentMethod(method ?? '');
  return (ADMIN_ORDER_TEXTS.paymentMethods as Record<string, string>)[current] ?? method ?? '';
}
