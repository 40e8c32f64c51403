/**
 * Every word of returns and warranty claims (decision 0063) that shoppers and staff read: the
 * request form, the request's states on the order, the staff queue, the server's refusals, the
 * credit note. Written once; the schemas, the server, the messages and the components import them.
 */
import {
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_WINDOW_DAYS_MAX,
  type ReturnReason,
} from './return-states';

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  faulty: 'It is faulty',
  'wrong-item': 'I received the wrong item',
  'not-as-described': 'It is not as described',
  'changed-mind': 'I changed my mind',
};

/** What shoppers read: the form, and the request on their order. */
export const RETURN_TEXTS = {
  askLink: 'Return an item or claim the warranty',
  pageTitle: 'Return or warranty claim',
  chooseKind: 'What do you need?',
  kindReturn: 'Return items',
  kindWarranty: 'Claim the warranty on a unit',
  returnWindow: (closes: string) => `Returns for this order are open until ${closes}.`,
  returnWindowClosedOn: (closed: string) => `Returns for this order closed on ${closed}.`,
  notDeliveredYet: 'You can ask for a return once the order is delivered.',
  unitsLabel: 'Which items?',
  quantityOf: (name: string) => `How many of ${name}`,
  serialLabel: 'Which unit (serial or IMEI)?',
  reasonLabel: 'Why?',
  noteLabel: 'Tell us more (optional for returns, needed for a warranty claim)',
  faultLabel: 'Describe the fault',
  photosLabel: `Photos (up to ${RETURN_PHOTOS_MAX})`,
  photoUploading: 'Uploading photo…',
  removePhoto: 'Remove photo',
  submit: 'Send request',
  submitting: 'Sending…',
  sent: (number: string) => `Request ${number} sent. We reply within 2 working days.`,
  /** What happens next, once sent. */
  nextSteps:
    'We look at your request within 2 working days and tell you by e-mail (and SMS when on). Once approved, bring or send the unit back; we check it and refund, replace or repair it.',
  requestsHeading: 'Returns and claims',
  requestLine: (number: string, status: string) => `${number} · ${status}`,
  rejectedBecause: (reason: string) => `Reason: ${reason}`,
  refundedAmount: (amount: string) => `Refunded ${amount}`,
  creditNote: (number: string) => `Credit note ${number}`,
  downloadCreditNote: 'Download the credit note (PDF)',
  replacementSerial: (serial: string) => `New unit: ${serial}`,
  repairNote: (note: string) => `Repair: ${note}`,
  nothingToReturn: 'Every item of this order is already in a return.',
  noClaimableUnits: 'No unit of this order is under warranty.',
} as const;

/** The request's number as shoppers and staff say it: RET-101. */
export function formatReturnNumber(number: number): string {
  return `RET-${number}`;
}

/** The server's refusals, word for word. */
export const RETURN_MESSAGES = {
  created: (number: string) => `Request ${number} sent. We reply within 2 working days.`,
  orderNotFound: 'Order not found.',
  requestNotFound: 'Return request not found.',
  notDelivered: 'You can ask for a return once the order is delivered.',
  windowClosed: (closedOn: string) => `The return window for this order closed on ${closedOn}.`,
  changedMindNotAllowed: 'This shop does not take back items because of a change of mind.',
  unitsRequired: 'Choose at least one item to return.',
  lineNotInOrder: 'That item is not part of this order.',
  tooManyUnits: (name: string, left: number) =>
    left === 0
      ? `Every unit of ${name} is already in a return.`
      : `Only ${left} of ${name} can still be returned.`,
  serialRequired: 'Choose the unit (its serial or IMEI) you claim the warranty on.',
  serialNotInOrder: 'That serial was not sold in this order.',
  warrantyEnded: (endedOn: string) => `The warranty of this unit ended on ${endedOn}.`,
  serialAlreadyClaimed: 'This unit already has an open request.',
  faultRequired: 'Describe the fault.',
  noteTooLong: `Keep the note under ${RETURN_NOTE_MAX} characters.`,
  noteUnreadable: 'The note holds a control character; type it again without it.',
  tooManyPhotos: `Add up to ${RETURN_PHOTOS_MAX} photos.`,
  photoNotYours: 'That photo was not uploaded with this request.',
  photoMissing: 'Choose a photo to upload.',
  photoUnreadable: 'That file is not a photo we can read (JPEG, PNG, WebP or HEIC).',
  photoTooLarge: 'A photo may be at most 10 MB.',
  tooManyRequests: 'Too many requests. Try again in a few minutes.',
  // Staff
  moveNotAllowed: (from: string, to: string) => `A request that is ${from} cannot become ${to}.`,
  rejectionReasonRequired: 'Say why the request is rejected: the shopper reads it.',
  conditionRequired: 'Say whether the unit can be sold again or is faulty.',
  repairNoteRequired: 'Say what was repaired.',
  replacementSerialRequired: 'Type the serial or IMEI of the new unit.',
  replacementNeedsClaimOfOneUnit: 'A replacement is for one unit with its serial.',
  replacementOutOfStock: 'No unit of this variant is in stock to replace it with.',
  replacementSerialInUse: 'That serial is already sold in another order.',
  refundMethodNotForOrder: (method: string) => `This order cannot be refunded by ${method}.`,
  refundReferenceRequired: 'Type the mobile money transaction id or cash receipt number.',
  refundMoreThanPaid: 'That refund would pass what was paid for this order.',
  orderNotPaid: 'This order was not paid, so there is nothing to refund.',
  refundFailed: (reason: string) => `The refund failed: ${reason}. Try again.`,
  refundAsked: 'The refund is under way.',
  moved: (number: string, status: string) => `${number} is now ${status}.`,
  settingsSaved: 'Return settings saved.',
  settingsOwnerOnly: 'Only the shop owner can change the return rules.',
  windowDays: `The return window is a whole number of days from 0 to ${RETURN_WINDOW_DAYS_MAX}.`,
} as const;

/** What staff read on the Returns page. */
export const RETURN_ADMIN_TEXTS = {
  page: 'Returns',
  queues: { new: 'New', approved: 'Waiting for the unit', received: 'Received', done: 'Done' },
  empty: 'No requests here.',
  kind: { return: 'Return', warranty: 'Warranty claim' },
  approve: 'Approve',
  reject: 'Reject',
  rejectionReason: 'Reason the shopper reads',
  receive: 'Mark received',
  condition: 'Condition of the unit',
  conditions: { resaleable: 'Can be sold again', faulty: 'Faulty (never sold)' },
  refund: 'Refund',
  refundDelivery: 'Refund delivery too (the shop was at fault)',
  refundMethod: 'Refund by',
  refundMethods: { paystack: 'Paystack (back to the card or wallet)', cash: 'Cash', momo: 'Mobile money' },
  refundReference: 'Transaction id or receipt number',
  refundAmount: (amount: string) => `Refund ${amount}`,
  retryRefund: 'Try the refund again',
  replace: 'Replace with a new unit',
  replacementSerial: 'Serial or IMEI of the new unit',
  repair: 'Mark repaired',
  repairNote: 'What was repaired',
  close: 'Close',
  history: 'History',
  photos: 'Photos',
  units: 'Units',
  settingsTitle: 'Return rules',
  windowDaysLabel: 'Return window (days from delivery)',
  changedMindLabel: 'Take back items when the shopper changed their mind',
  figuresTitle: 'Returns',
  byReason: 'By reason',
  byProduct: 'By product',
  refundedPerDay: 'Refunded per day',
  faultyUnits: 'Faulty units',
  newRequestAlert: (count: number) => `${count} new return ${count === 1 ? 'request' : 'requests'}`,
} as const;

/** The credit note, on its page and PDF. */
export const CREDIT_NOTE_LABELS = {
  title: 'Credit note',
  number: 'Credit note no.',
  against: 'Against invoice',
  issued: 'Issued',
  order: 'Order',
  request: 'Return request',
  refundedGoods: 'Returned items',
  delivery: 'Delivery refunded',
  total: 'Total refunded',
  method: 'Refunded by',
  fileName: (number: string) => `${number}.pdf`,
} as const;
