/**
 * Pickup at a branch (decision 0069): what the storefront says about collecting an order at a
 * branch, and the API's refusals of a pickup checkout, written once.
 */

/** A branch as a pickup names it: "Kumasi Adum, 14 Prempeh II Street, Kumasi". */
export function pickupPlaceLine(branch: { name: string; address: string; city: string }): string {
  return [branch.name, branch.address, branch.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Where an order (the API's answer) is picked up, one line; null for a delivery. */
export function pickupPlaceOfOrder(order: {
  fulfilment?: string | undefined;
  branch?: { name: string; address: string; city: string } | null | undefined;
}): string | null {
  return order.fulfilment === 'pickup' && order.branch ? pickupPlaceLine(order.branch) : null;
}

export const PICKUP_TEXTS = {
  /** /order: how the order reaches the shopper. */
  fulfilmentLegend: 'How do you want to get your order?',
  fulfilmentLabels: {
    delivery: 'Deliver to my address',
    pickup: 'Pick up at a branch (free)',
  },
  /** /cart: the way to /order without a delivery city, when some branch holds the whole cart. */
  pickUpInstead: 'Or pick up at a branch (free)',
  pickUpInsteadHint: (branches: string[]) => `In stock for pickup at ${branches.join(', ')}.`,
  chooseBranch: 'Choose the branch to pick up at',
  branchHint: 'Branches that hold every item in your cart. We tell you when your order is ready.',
  noBranch:
    'No branch holds every item in your cart at the moment. Choose delivery, or remove the items a branch is missing.',
  hours: 'Opening hours',
  freePickup: 'Free',
  deliveryFeeLabel: 'Pickup',
  /** /order's pay-on-delivery choice when the order is picked up. */
  payAtCounter: 'Pay at the counter (cash or mobile money)',
  payAtCounterHint: (amountLimit: string) =>
    `Pay in cash or by mobile money when you collect your order. For orders up to ${amountLimit}.`,
  placeOrderAtCounter: 'Place Order (pay at the counter)',
  /** The start's answer and /track_order for a counter pickup. */
  haveReadyAtCounter: (amount: string, branch: string) =>
    `Please pay ${amount} at the counter of ${branch} when you collect your order: in cash or by mobile money. We tell you when it is ready.`,
  orderPlacedAtCounter: (orderNumber: string) =>
    `Order ${orderNumber} placed! You pay at the counter when you collect it.`,
  /** Order pages, e-mails, SMS: where a pickup is collected. */
  pickUpAt: (place: string) => `Pick up at ${place}`,
  pickupBranch: 'Pickup branch',
  /** The invoice, instead of the delivery address. */
  collectAt: (place: string) => `Collect at ${place}`,
  pickupCode: 'Your pickup code',
  pickupCodeHint: 'Show this code at the counter to collect your order.',
  pickupCodeLocked: 'Too many wrong codes were tried: ask the branch for a new code.',
  digitalAddress: (address: string) => `Digital address: ${address}`,
  phone: (phone: string) => `Phone: ${phone}`,
  /** How a counter pickup is paid, one line (howOrderIsPaid). */
  toPayAtCounter: (amount: string) => `Pay at the counter: ${amount} when you collect (cash or mobile money)`,
  paidAtCounter: (momo: boolean) => `Paid at the counter (${momo ? 'mobile money' : 'cash'})`,
  /** The shopper's texts when a pickup is paid or placed (GSM-7). */
  sms: {
    paid: (orderNumber: string, total: string, place: string, trackUrl: string) =>
      `Kwik Tech: order ${orderNumber} is paid, ${total}. Pick up at ${place}: we will text you a code when it is ready. Track: ${trackUrl}`,
    placedAtCounter: (orderNumber: string, amount: string, place: string, trackUrl: string) =>
      `Kwik Tech: order ${orderNumber} is placed. Pick up at ${place} and pay ${amount} at the counter (cash or MoMo) when we text you it is ready. Track: ${trackUrl}`,
  },
  /** The shopper's WhatsApp update when a pickup is paid or placed ("what happened" of the order_update template). */
  whatsApp: {
    paid: (total: string, place: string) =>
      `it is paid, ${total}; pick up at ${place} (we will send you a code when it is ready)`,
    placedAtCounter: (amount: string, place: string) =>
      `it is placed; pick up at ${place} and pay ${amount} at the counter (cash or MoMo) once it is ready`,
  },
  /** Staff's new-order text: the branch instead of the delivery city. */
  staffPickupAt: (branch: string) => `pick up at ${branch}`,
} as const;

/** The API's refusals of a pickup checkout (400 or 409), each saying what to do instead. */
export const PICKUP_MESSAGES = {
  branchRequired: 'Choose the branch to pick up at',
  branchNotOffered: 'That branch does not offer pickup. Choose another branch, or delivery.',
  notAtBranch: (item: string, branch: string) =>
    `${branch} does not have ${item} in stock for pickup. Choose another branch, or delivery.`,
  notEnoughAtBranch: (item: string, branch: string, left: number) =>
    `${branch} has only ${left} of ${item} for pickup. Lower the quantity, or choose another branch or delivery.`,
} as const;
