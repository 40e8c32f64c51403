/**
 * Every word of pay on delivery (decision 0034) that a shopper or staff member
 * reads: the storefront's choice and /track_order, the server's refusals and answers, the
 * e-mails and SMS, and the admin site's settings, outcome form, dashboard figures and
 * delivery run. Written once; components and the server import them. SMS texts are plain
 * ASCII and fit one GSM-7 segment with a realistic order (amounts as "GHS 1,234.00").
 */
import type { CollectionMethod, PaymentMethod, VerifiedPhoneRule } from './pay-on-delivery';

const PAY_NOW_INSTEAD = 'You can pay now with mobile money or card instead.';

export const PAY_ON_DELIVERY_TEXTS = {
  /** The two choices on /order, and how an order's method is named in lists. */
  methodLabels: {
    'pay-online': 'Pay now (mobile money or card)',
    'pay-on-delivery': 'Pay on delivery (cash or mobile money to the rider)',
  } satisfies Record<PaymentMethod, string>,
  /** Said under the pay-on-delivery choice on /order. */
  methodHint: (amountLimit: string, cities: string) =>
    `Pay the rider in cash or by mobile money when your order arrives. For orders up to ${amountLimit}, delivered in ${cities}.`,
  /** /order's button when pay on delivery is chosen (pay now keeps CHECKOUT_LABELS.pay). */
  placeOrder: 'Place Order (pay on delivery)',
  collectionMethodLabels: {
    cash: 'Cash',
    momo: 'Mobile money (MoMo)',
  } satisfies Record<CollectionMethod, string>,

  /** How an order is paid, one line (howOrderIsPaid): lists, /track_order, /profile, e-mails, SMS. */
  howPaid: {
    toPayOnDelivery: (amount: string) => `Pay on delivery: ${amount} to the rider (cash or mobile money)`,
    collected: (method: CollectionMethod) =>
      `Paid on delivery (${method === 'momo' ? 'mobile money' : 'cash'})`,
    refused: 'Pay on delivery: refused at the door, nothing paid',
    cancelledUnpaid: 'Pay on delivery: cancelled, nothing paid',
    awaitingOnline: 'Awaiting online payment',
    paidOnline: 'Paid online (mobile money or card)',
    refundedOnline: 'Paid online, refunded',
  },

  /** Why a pay-on-delivery start is refused (409), each saying the rule and what to do instead. */
  refusals: {
    off: `Pay on delivery is not available on this shop at the moment. ${PAY_NOW_INSTEAD}`,
    city: (city: string, cities: string) =>
      cities
        ? `Pay on delivery is not available for delivery to ${city}, only to ${cities}. ${PAY_NOW_INSTEAD}`
        : `Pay on delivery is not available for delivery to ${city}. ${PAY_NOW_INSTEAD}`,
    overLimit: (limit: string) =>
      `Pay on delivery is available for orders up to ${limit}, and this order is over it. ${PAY_NOW_INSTEAD}`,
    phoneNotVerified: (phone: string) =>
      `Pay on delivery needs a verified phone number: verify ${phone} on your profile page (we text you a code), then place the order again. ${PAY_NOW_INSTEAD}`,
    tooManyOpen: (allowed: number) =>
      allowed === 1
        ? `You already have an order to pay on delivery. You can place another once it is delivered. ${PAY_NOW_INSTEAD}`
        : `You already have ${allowed} orders to pay on delivery, the most at once. You can place another once one is delivered. ${PAY_NOW_INSTEAD}`,
    accountBlocked: (refused: number) =>
      `Pay on delivery is no longer available for your account, because ${refused} deliveries were refused at the door. ${PAY_NOW_INSTEAD} To have it back, contact us.`,
    /** The same limits counted per delivery phone and per delivery address, whatever the account (decision 0044). */
    tooManyOpenOnPhone: (phone: string, allowed: number) =>
      `The phone number ${phone} already has ${allowed === 1 ? 'an order' : `${allowed} orders`} to pay on delivery. You can place another once ${allowed === 1 ? 'it is' : 'one is'} delivered. ${PAY_NOW_INSTEAD}`,
    tooManyOpenAtAddress: (allowed: number) =>
      `This delivery address already has ${allowed === 1 ? 'an order' : `${allowed} orders`} to pay on delivery. You can place another once ${allowed === 1 ? 'it is' : 'one is'} delivered. ${PAY_NOW_INSTEAD}`,
    phoneBlocked: (phone: string, refused: number) =>
      `Pay on delivery is no longer available for the phone number ${phone}, because ${refused} deliveries to it were refused at the door. ${PAY_NOW_INSTEAD} To have it back, contact us.`,
    addressBlocked: (refused: number) =>
      `Pay on delivery is no longer available for this delivery address, because ${refused} deliveries to it were refused at the door. ${PAY_NOW_INSTEAD} To have it back, contact us.`,
  },

  /** The storefront's toast after a pay-on-delivery start, then /track_order. */
  orderPlaced: (orderNumber: string) => `Order ${orderNumber} placed! You pay on delivery.`,
  /** /track_order, on an order to pay on delivery: what to have ready. */
  haveReady: (amount: string) =>
    `Please have ${amount} ready for the rider: in cash, or by mobile money (MTN MoMo, Telecel Cash or AirtelTigo Money) while the rider waits. The rider calls you before arriving.`,
  /** /track_order's button on an order to pay on delivery, until it is In Truck. */
  payNow: 'Pay now (mobile money or card)',
  payNowHint: 'Pay online now and the rider collects nothing at the door.',
  amountToCollect: 'Amount to pay the rider',
  paidNow: 'Payment received. The rider collects nothing at the door.',

  /** Server answers of pay now instead (POST /api/orders/:id/pay-now). */
  payNowRefusals: {
    notOnDelivery: 'This order is not one to pay on delivery, so there is nothing to pay here.',
    alreadyOnItsWay:
      'This order is already on its way, so it can no longer be paid online. Please pay the rider at the door.',
    ended: 'This order is no longer waiting for payment.',
  },

  /** Server answers of the outcome at the door (POST /api/admin/orders/:id/collection). */
  collection: {
    collectedRecorded: (amount: string) => `Collected ${amount}. The order is paid.`,
    refusedRecorded: 'Recorded as refused at the door: the order is cancelled and its stock is back on sale.',
    notToCollect: (label: string) =>
      `This order is not waiting to be paid at the door (its payment is ${label}).`,
    notOutForDelivery: (status: string) =>
      `Record the outcome at the door once the order is out for delivery (In Truck, In Transit or Delivered); it is ${status}.`,
    wrongAmount: (expected: string) =>
      `The amount collected must be exactly ${expected}, the order's total. If the rider collected another amount, do not record it as collected.`,
    momoIdRequired: 'Enter the MoMo transaction ID of a mobile money payment.',
    momoIdOnlyForMomo: 'A MoMo transaction ID goes only with a mobile money payment.',
    reasonRequired: 'Give the reason the delivery was refused.',
    paidOnlineMeanwhile: 'This order was paid online meanwhile: the rider collects nothing.',
    paymentBeingConfirmed:
      'An online payment for this order is being confirmed. Check again in a moment before collecting at the door.',
    collectedNotCancelled:
      'This order was paid at the door, so it is not cancelled here. Take it on to Delivered.',
  },

  /** Admin answers about an account's pay on delivery. */
  account: {
    restored: (name: string) => `${name} can use pay on delivery again.`,
    notBlocked: (name: string) => `${name} has not lost pay on delivery: nothing to restore.`,
    blocked: (refused: number) => `No pay on delivery: ${refused} deliveries refused`,
    /** What stops pay on delivery for a customer or an order: the account, a phone or an address (decision 0044). */
    blockedBy: {
      account: (refused: number) => `Account: ${refused} deliveries refused`,
      phone: (phone: string, refused: number) =>
        `Phone ${phone}: ${refused} deliveries refused, on any account`,
      address: (address: string, refused: number) =>
        `Address ${address}: ${refused} deliveries refused, on any account`,
    },
    blockedTitle: 'No pay on delivery',
    restore: 'Restore pay on delivery',
  },

  /** The Payments section of the admin site's store settings. */
  settings: {
    title: 'Payments',
    intro: 'Pay now (Paystack or the test provider) is always on. Pay on delivery is yours to allow.',
    enabled: 'Allow pay on delivery',
    cities: 'Delivery cities where it is allowed',
    maxOrderTotal: 'Largest order total (GHS)',
    verifiedPhone: 'Verified phone number',
    verifiedPhoneRules: {
      'when-sms-is-on': 'Required when the shop sends SMS (default)',
      always: 'Always required',
      never: 'Not required',
    } satisfies Record<VerifiedPhoneRule, string>,
    verifiedPhoneNow: (required: boolean) =>
      required
        ? 'Shoppers need a verified phone number now.'
        : 'Shoppers do not need a verified phone number now.',
    openOrdersPerAccount: 'Open pay-on-delivery orders per account, phone and address',
    saved: 'Pay on delivery settings saved.',
    unknownCity: (city: string) => `${city} has no delivery fee. Add it under Delivery fees first.`,
    citiesRequired: 'Choose at least one delivery city to allow pay on delivery.',
    // The API's 403 to other staff, and the admin site's note above the rules it shows them.
    ownerOnly: 'Only the shop owner can change the pay-on-delivery rules.',
  },

  /** The outcome form on an order's page in the admin site. */
  outcomeForm: {
    title: 'At the door',
    collected: 'Collected',
    refused: 'Refused at the door',
    method: 'Paid with',
    momoTransactionId: 'MoMo transaction ID',
    amount: 'Amount collected (GHS)',
    reason: 'Why was it refused?',
    record: 'Record',
    recordedBy: (name: string, at: string) => `Recorded by ${name}, ${at}`,
  },

  /** The dashboard's collected figures. */
  dashboard: {
    title: 'Collected at the door',
    date: 'Day',
    staff: 'Staff member',
    cash: 'Cash',
    momo: 'MoMo',
    total: 'Total',
    refused: 'Refused',
    stillOut: 'Still out',
    stillOutNow: (orders: number, amount: string) =>
      `${orders} ${orders === 1 ? 'order is' : 'orders are'} out for delivery and not yet collected: ${amount}.`,
    none: 'Nothing collected at the door in these days.',
  },

  /** The delivery run sheet (printable page and CSV). */
  deliveryRun: {
    title: (date: string) => `Delivery run, ${date}`,
    date: 'Day',
    print: 'Print',
    none: 'No order went out for delivery on this day.',
    columns: {
      orderNumber: 'Order',
      name: 'Name',
      phone: 'Phone',
      address: 'Address',
      city: 'City',
      items: 'Items',
      howPaid: 'Payment',
      amountToCollect: 'To collect (GHS)',
      orderStatus: 'Status',
      outcome: 'Outcome',
    },
    totals: (orders: number, amount: string) => `${orders} orders, ${amount} to collect`,
  },

  /** The e-mail to the shopper when an order to pay on delivery is placed. */
  mail: {
    subject: (orderNumber: string) => `Your order ${orderNumber} is placed: pay on delivery`,
    heading: (firstName: string) => `Thank you, ${firstName}! Your order is placed.`,
    intro: (orderNumber: string, amount: string) =>
      `We have received order ${orderNumber} and are preparing it. You pay on delivery: please have ${amount} ready for the rider, in cash or by mobile money.`,
    payNow: 'You can also pay online now, until the order is loaded on the truck, from your orders page.',
    /** The "how it is paid" line every order e-mail carries. */
    payment: (howPaid: string) => `Payment: ${howPaid}`,
    staffSubject: (orderNumber: string, total: string) =>
      `New pay-on-delivery order ${orderNumber} (${total} to collect)`,
    staffHeading: (orderNumber: string) => `New pay-on-delivery order ${orderNumber}`,
  },

  /** SMS (one GSM-7 segment each with a realistic order and link). */
  sms: {
    placed: (orderNumber: string, amount: string, trackUrl: string) =>
      `Kwik Tech: order ${orderNumber} is placed. Pay on delivery: have ${amount} ready (cash or MoMo). Track: ${trackUrl}`,
    inTruck: (orderNumber: string, amount: string, trackUrl: string) =>
      `Kwik Tech: order ${orderNumber} is on the truck. Have ${amount} ready to pay on delivery (cash or MoMo). Track: ${trackUrl}`,
    inTransit: (orderNumber: string, amount: string, phone: string) =>
      `Kwik Tech: order ${orderNumber} is on its way. Have ${amount} ready for the rider (cash or MoMo); the rider will call you on ${phone}.`,
    collected: (orderNumber: string, amount: string) =>
      `Kwik Tech: we received ${amount} for order ${orderNumber}. Thank you!`,
    /** To staff phones: the cash to collect in place of "paid", so nobody loads it as prepaid. */
    staffNewOrder: (
      orderNumber: string,
      amount: string,
      items: number,
      name: string,
      phone: string,
      city: string,
    ) =>
      `Kwik Tech new order ${orderNumber}: pay on delivery, collect ${amount}, ${items} item${items === 1 ? '' : 's'}. ${name}, ${phone}, ${city}.`,
  },
} as const;
