import type { OrderStatus } from './order-states';
import { PICKUP_CODE_TRIES } from './pickup';

/**
 * The counter of a pickup (decision 0069, docs/product/branches.md#at-the-counter): what the
 * shopper is sent when the order is ready and before it is given up, the API's answers and
 * refusals at the handover, and the words of the admin site's pickup panel, written once.
 */

/** The branch as a message names it: "Kumasi Adum (14 Prempeh II Street, Kumasi; Monday to Friday: 08:00 to 18:00)". */
export function counterPlace(
  branch: { name: string; address: string; city: string },
  hours: string[],
): string {
  const where = [branch.address, branch.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const details = [where, hours.join(', ')].filter(Boolean).join('; ');
  return details ? `${branch.name} (${details})` : branch.name;
}

/** A day as the shopper reads a deadline: "Sat 5 Dec". */
export function collectByDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Accra',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(date);
}

export const PICKUP_COUNTER_TEXTS = {
  sms: {
    /** Sent when staff mark it Ready for pickup, and again with each new code. */
    ready: (orderNumber: string, place: string, code: string) =>
      `Order ${orderNumber} is ready at ${place}. Show code ${code} at the counter.`,
    /** At the handover: the order is the shopper's. */
    pickedUp: (orderNumber: string) => `Kwik Tech: order ${orderNumber} is picked up. Thank you! Enjoy it.`,
    /** A day before the hold ends. */
    reminder: (orderNumber: string, branch: string, collectBy: string, code: string) =>
      `Order ${orderNumber} is waiting at ${branch}: collect it by ${collectBy} with code ${code}, or it will be cancelled.`,
  },
  /** The WhatsApp order update's "what happened" line. */
  whatsApp: {
    pickedUp: 'it is picked up. Thank you! Enjoy it',
    ready: (place: string, code: string) => `is ready at ${place}. Show code ${code} at the counter`,
    reminder: (branch: string, collectBy: string, code: string) =>
      `is waiting at ${branch}: collect it by ${collectBy} with code ${code}, or it will be cancelled`,
  },
  mail: {
    readySubject: (orderNumber: string) => `Order ${orderNumber} is ready for pickup`,
    readyHeading: 'Your order is ready for pickup',
    readyBody: (orderNumber: string, branch: string) => `Order ${orderNumber} is ready at ${branch}.`,
    where: (address: string) => `Where: ${address}`,
    hours: (hours: string) => `Opening hours: ${hours}`,
    code: (code: string) => `Show this code at the counter: ${code}`,
    collectBy: (day: string) => `Please collect it by ${day}; after that the order is cancelled.`,
    payAtCounter: (amount: string) => `Pay ${amount} at the counter, in cash or by mobile money.`,
    reminderSubject: (orderNumber: string) => `Order ${orderNumber} is waiting for you`,
    reminderHeading: 'Your order is still waiting for you',
    reminderBody: (orderNumber: string, branch: string, day: string) =>
      `Order ${orderNumber} is waiting at ${branch}. Please collect it by ${day}, or it will be cancelled.`,
    track: 'See your order',
    pickedUpSubject: (orderNumber: string) => `Order ${orderNumber}: Picked up`,
    pickedUpHeading: 'You picked up your order',
    pickedUpBody: (orderNumber: string) => `Order ${orderNumber} is picked up. We hope you enjoy it.`,
  },
  /** The cancel reason of a pickup given up after PICKUP_HOLD_DAYS. */
  notCollected: 'Not collected',
} as const;

/** The API's answers at the counter (200) and its refusals (400, 409, 422). */
export const PICKUP_COUNTER_MESSAGES = {
  notPickup: 'This order is delivered, not picked up at a branch.',
  notPendingToMarkReady: (status: string) =>
    `Only a pickup that is Pending can be marked ready; this one is ${status}.`,
  notPaidToMarkReady: (payment: string) =>
    `Only a paid pickup or one to pay at the counter can be marked ready; this one is ${payment}.`,
  notReady: (status: string) =>
    `Only a pickup that is Ready for pickup can be handed over; this one is ${status}.`,
  markedReady: (orderNumber: string) =>
    `Order ${orderNumber} is ready for pickup: the code was sent to the customer.`,
  wrongCode: (triesLeft: number) =>
    triesLeft === 1
      ? 'That code is wrong. 1 try left before the code locks.'
      : `That code is wrong. ${triesLeft} tries left before the code locks.`,
  lockedNow: `That code is wrong, and ${PICKUP_CODE_TRIES} wrong codes have been tried: the code is locked: issue a new code.`,
  locked: 'The code is locked: issue a new code, which is sent to the customer.',
  collectionRequired: (amount: string) =>
    `This order is paid at the counter: record the ${amount} collected, in cash or by mobile money.`,
  collectionNotAsked: 'This order is paid already: there is nothing to collect at the counter.',
  pickedUp: (orderNumber: string) => `Order ${orderNumber} is picked up.`,
  codeIssued: 'A new code was sent to the customer.',
  staffBranchOwnerOnly: 'Only the shop owner can tie a staff member to a branch.',
  notStaff: 'Only a staff account can work at a branch: give it staff access first.',
  unknownBranch: 'That branch does not exist or is closed.',
  staffBranchSaved: 'Branch saved.',
  useCounter:
    'A pickup is marked ready and handed over at the counter (Mark ready for pickup, Hand over), not moved by status.',
} as const;

/** The admin site's pickup panel on an order. */
export const PICKUP_COUNTER_ADMIN_TEXTS = {
  title: 'Pickup at the counter',
  branch: 'Pickup branch',
  status: 'Status',
  fulfilment: { delivery: 'Delivery', pickup: 'Pickup' } as Record<string, string>,
  readySince: (when: string) => `Ready since ${when}`,
  collectBy: (day: string) => `Held until ${day}`,
  markReady: 'Mark ready for pickup',
  markingReady: 'Marking ready…',
  handover: 'Hand over',
  handingOver: 'Handing over…',
  code: 'Code the customer shows',
  codeHint: 'Six digits, from the customer’s SMS, e-mail or order page.',
  triesLeft: (tries: number) => (tries === 1 ? '1 try left' : `${tries} tries left`),
  locked: 'Locked after too many wrong codes.',
  issueCode: 'Issue a new code',
  /** Beside the button while the code still works: a customer who lost the message. */
  issueCodeHint: 'Customer lost the code? A new one is sent to them and the old one stops working.',
  issuingCode: 'Sending…',
  collection: 'Paid at the counter',
  collectionAmount: (amount: string) => `Amount collected (${amount})`,
  method: 'How it was paid',
  methods: { cash: 'Cash', momo: 'Mobile money' } as Record<string, string>,
  momoTransactionId: 'MoMo transaction ID',
  serials: 'Serials of the units handed over',
  /** The orders list's filters. */
  allFulfilments: 'Delivery and pickup',
  allBranches: 'All branches',
  myBranch: (branch: string) => `Your branch: ${branch}`,
  /** The dashboard's collected figures, per branch. */
  collectedByBranch: 'Collected per branch',
  /** The staff accounts page. */
  staffBranch: 'Branch',
  noBranch: 'No branch',
} as const;

/**
 * A pickup's state as one line for staff (orderStateLine's, at the counter): where the order is
 * and the money together; undefined where a delivery's line says it as well.
 */
export function pickupStateLine(order: {
  orderStatus: OrderStatus;
  paymentStatus: string;
}): string | undefined {
  const status = order.orderStatus === 'Delivered' ? 'Picked up' : order.orderStatus;
  switch (order.paymentStatus) {
    case 'To pay on delivery':
      return order.orderStatus === 'Pending'
        ? 'To prepare, to be paid at the counter'
        : `${status}, to be paid at the counter`;
    case 'Collected':
      return `${status}, paid at the counter`;
    case 'Cancelled unpaid':
      return 'Cancelled before payment at the counter';
    case 'Paid':
      return order.orderStatus === 'Pending' ? 'Paid, to prepare for pickup' : status;
    default:
      return undefined;
  }
}
