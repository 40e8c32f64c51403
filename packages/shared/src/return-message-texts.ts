import { RETURN_TEXTS } from './return-texts';
import { serialName } from './warranty-page-texts';

/**
 * The words of the e-mails and SMS a return request sends (decision 0063), written once for the
 * server and its tests. The shopper hears at each step but Refund failed (staff's to retry) and
 * Closed; staff hear of each new request. The texts keep to GSM-7 (no cedi sign, no curly
 * quotes) so each fits one segment with a realistic request; the server cuts a long reason.
 */
export const RETURN_MAIL_TEXTS = {
  requested: {
    subject: (number: string, orderNumber: string) =>
      `We received your request ${number} (order ${orderNumber})`,
    heading: (firstName: string) => `Thank you, ${firstName}. We have your request.`,
    intro: (number: string, orderNumber: string) => `We received request ${number} for order ${orderNumber}.`,
    next: RETURN_TEXTS.nextSteps,
  },
  approved: {
    subject: (number: string) => `Request ${number} is approved: bring or send the unit`,
    heading: 'Your request is approved',
    intro: (number: string) =>
      `We approved request ${number}. Bring or send the unit back, with its box and accessories if you still have them; we check it when it arrives.`,
    whereTo: (location: string) => `Bring it to: ${location}`,
  },
  rejected: {
    subject: (number: string) => `Request ${number} was not approved`,
    heading: 'We cannot take this request',
    intro: (number: string) => `We looked at request ${number} and cannot approve it. Nothing is taken back.`,
    reason: RETURN_TEXTS.rejectedBecause,
    questions: 'If you have a question, reply to this e-mail or call us.',
  },
  received: {
    subject: (number: string) => `Request ${number}: your unit reached us`,
    heading: 'Your unit reached us',
    intro: (number: string) =>
      `The unit of request ${number} reached us. We check it and refund, replace or repair it, and tell you when it is done.`,
  },
  refunded: {
    subject: (number: string, amount: string) => `Request ${number}: ${amount} refunded`,
    heading: 'Your refund is on its way',
    intro: (number: string, amount: string) => `We refunded ${amount} for request ${number}.`,
    /** How the money comes back, by the refund's method. */
    method: {
      paystack:
        'It goes back to the card or wallet you paid with and usually arrives within 5-7 business days.',
      cash: 'It is paid to you in cash.',
      momo: 'It is sent to you by mobile money.',
    },
    creditNote: RETURN_TEXTS.creditNote,
    viewCreditNote: (number: string) => `View or print credit note ${number}`,
  },
  replaced: {
    subject: (number: string) => `Request ${number}: a new unit replaces yours`,
    heading: 'Your unit is replaced',
    intro: (number: string) =>
      `For request ${number}, a new unit replaces the one you sent back. It has its own warranty.`,
    newUnit: RETURN_TEXTS.replacementSerial,
  },
  repaired: {
    subject: (number: string) => `Request ${number}: your unit is repaired`,
    heading: 'Your unit is repaired',
    intro: (number: string) =>
      `The unit of request ${number} is repaired and comes back with the same serial.`,
    note: RETURN_TEXTS.repairNote,
  },
  /** Every message to the shopper ends with where to follow the request. */
  follow: 'See your orders and requests',
  staffNewRequest: {
    subject: (number: string, orderNumber: string) => `New return request ${number} (order ${orderNumber})`,
    heading: (number: string) => `New return request ${number}`,
    customer: (name: string, email: string, phone: string) => `${name}, ${email}, ${phone}`,
    what: (kind: string, reason: string) => `${kind}: ${reason}`,
    unit: (name: string, quantity: number, serial: string | null) =>
      `${name} x ${quantity}${serial ? ` (${serialName(serial)})` : ''}`,
    note: (note: string) => `The shopper wrote: ${note}`,
    photos: (count: number) => `${count} photo${count === 1 ? '' : 's'} attached`,
    open: 'Open the request',
  },
} as const;

/** The shopper's texts, one GSM-7 segment each with a realistic request. */
export const RETURN_SMS_TEXTS = {
  requested: (number: string, orderNumber: string, url: string) =>
    `Kwik Tech: we received return request ${number} for order ${orderNumber}. We reply within 2 working days. ${url}`,
  approved: (number: string, url: string) =>
    `Kwik Tech: request ${number} is approved. Bring or send the unit back; we check it when it arrives. ${url}`,
  rejected: (number: string, reason: string) => `Kwik Tech: request ${number} was not approved: ${reason}.`,
  received: (number: string) =>
    `Kwik Tech: we received the unit of request ${number}. We will refund, replace or repair it and text you.`,
  refunded: (number: string, amount: string, creditNote: string | null) =>
    `Kwik Tech: request ${number} is refunded, ${amount}.${creditNote ? ` Credit note ${creditNote}.` : ''}`,
  replaced: (number: string, serial: string) =>
    `Kwik Tech: request ${number}: your new unit is ${serialName(serial)}, with its own warranty.`,
  repaired: (number: string, url: string) => `Kwik Tech: the unit of request ${number} is repaired. ${url}`,
} as const;
