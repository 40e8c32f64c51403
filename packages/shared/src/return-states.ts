/**
 * Returns and warranty claims: the one table of a request's states and the moves staff may
 * make between them, like PAYMENT_STATES for payments. Any move not listed is refused before
 * anything is written. And what a refund of some units of a line may pay back.
 */
import { RETURN_WINDOW_DAYS } from './constants';
import { spreadByLargestRemainder } from './promotions';

export const RETURN_STATUSES = [
  'Requested',
  'Approved',
  'Rejected',
  'Received',
  'Refund failed',
  'Refunded',
  'Replaced',
  'Repaired',
  'Closed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export interface ReturnState {
  /** What the shopper and staff read. */
  label: string;
  /** What happens next, as the shopper's order says it. */
  meaning: string;
  /** Still in staff's queue (not settled nor closed). */
  open: boolean;
  moves: ReturnStatus[];
}

export const RETURN_STATES: Record<ReturnStatus, ReturnState> = {
  Requested: {
    label: 'Requested',
    meaning: 'The shop looks at the request and approves or rejects it, with a reason.',
    open: true,
    moves: ['Approved', 'Rejected'],
  },
  Approved: {
    label: 'Approved, waiting for the unit',
    meaning: 'Bring or send the unit back; the shop checks it when it arrives.',
    open: true,
    moves: ['Received'],
  },
  Rejected: {
    label: 'Rejected',
    meaning: 'The shop said why; nothing is taken back.',
    open: false,
    moves: ['Closed'],
  },
  Received: {
    label: 'Received',
    meaning: 'The shop has the unit and settles by a refund, a replacement or a repair.',
    open: true,
    moves: ['Refunded', 'Refund failed', 'Replaced', 'Repaired'],
  },
  'Refund failed': {
    label: 'Refund failed',
    meaning: 'The payment provider refused the refund; the shop tries again.',
    open: true,
    moves: ['Refunded', 'Refund failed'],
  },
  Refunded: {
    label: 'Refunded',
    meaning: 'The money for the units is on its way back, with a credit note.',
    open: false,
    moves: ['Closed'],
  },
  Replaced: {
    label: 'Replaced',
    meaning: 'A new unit, with its own serial and warranty, replaces the one returned.',
    open: false,
    moves: ['Closed'],
  },
  Repaired: {
    label: 'Repaired',
    meaning: 'The unit is repaired and comes back with the same serial.',
    open: false,
    moves: ['Closed'],
  },
  Closed: {
    label: 'Closed',
    meaning: 'Nothing more to do.',
    open: false,
    moves: [],
  },
};

export function isReturnMoveAllowed(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_STATES[from].moves.includes(to);
}

/** An order line as a refund reads it: what each unit cost and the line's share of the discount. */
export interface RefundableLine {
  unitPricePesewas: number;
  quantity: number;
  /** The line's share of the order's discount, all its units together. */
  discountPesewas: number;
}

/**
 * What each unit of a line was paid, in pesewas: its price less its share of the line's
 * discount (largest remainder), so the units add up to what the line was paid exactly.
 */
export function paidPerUnit(line: RefundableLine): number[] {
  const shares = spreadByLargestRemainder(
    line.discountPesewas,
    Array.from({ length: line.quantity }, () => line.unitPricePesewas),
  );
  return shares.map((share) => line.unitPricePesewas - share);
}

/**
 * The most a refund of `count` units may pay back, when `alreadyReturned` units of the line were
 * refunded before: the next units' paid shares in order, so however a line is returned, unit by
 * unit or all at once, its refunds add up to what it was paid and never more.
 */
export function refundableForUnits(line: RefundableLine, alreadyReturned: number, count: number): number {
  if (!Number.isInteger(alreadyReturned) || !Number.isInteger(count) || alreadyReturned < 0 || count < 1) {
    throw new RangeError('units are whole: none or more returned before, one or more now');
  }
  if (alreadyReturned + count > line.quantity) {
    throw new RangeError(`the line has ${line.quantity} units, not ${alreadyReturned + count}`);
  }
  return paidPerUnit(line)
    .slice(alreadyReturned, alreadyReturned + count)
    .reduce((sum, paid) => sum + paid, 0);
}

/** A return of units within the window, or a warranty claim on one serial within its warranty. */
export const RETURN_KINDS = ['return', 'warranty'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** Why a shopper asks; "changed-mind" only when the owner allows it (return settings). */
export const RETURN_REASONS = ['faulty', 'wrong-item', 'not-as-described', 'changed-mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A faulty, wrong or misdescribed item is the shop's fault: its delivery may be refunded too. */
export function isShopAtFault(reason: ReturnReason): boolean {
  return reason !== 'changed-mind';
}

/** What staff found when the unit came back: resaleable goes back to stock, faulty is counted apart. */
export const RETURN_CONDITIONS = ['resaleable', 'faulty'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** How a refund is paid: through Paystack for an order paid online, by cash or MoMo for one paid at the door. */
export const REFUND_METHODS = ['paystack', 'cash', 'momo'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Where a refund stands: asking the provider, failed (retried on the same row), done (credit note issued). */
export const REFUND_STATES = ['asking', 'failed', 'done'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The staff queue's tabs: each names the statuses it shows. */
export const RETURN_QUEUES = {
  new: ['Requested'],
  approved: ['Approved'],
  received: ['Received', 'Refund failed'],
  done: ['Rejected', 'Refunded', 'Replaced', 'Repaired', 'Closed'],
} as const satisfies Record<string, readonly ReturnStatus[]>;
export type ReturnQueue = keyof typeof RETURN_QUEUES;

export const RETURN_PHOTOS_MAX = 3;
export const RETURN_NOTE_MAX = 1000;
export const RETURN_WINDOW_DAYS_MAX = 90;

/** The owner's return rules (GET/PUT /api/admin/return-settings). */
export interface ReturnSettings {
  /** Days from delivery during which units may be returned. */
  windowDays: number;
  /** Whether "I changed my mind" is a reason a shopper may give. */
  changedMindAllowed: boolean;
}

export const DEFAULT_RETURN_SETTINGS: ReturnSettings = {
  windowDays: RETURN_WINDOW_DAYS,
  changedMindAllowed: false,
};

/**
 * The last instant units of an order delivered at `deliveredAt` may be asked back: the end of
 * the window's last day in Ghana (UTC all year, no daylight saving), so "7 days" means the
 * whole seventh day.
 */
export function returnWindowClosesAt(deliveredAt: Date, windowDays: number): Date {
  const closes = new Date(deliveredAt.getTime());
  closes.setUTCDate(closes.getUTCDate() + windowDays);
  closes.setUTCHours(23, 59, 59, 999);
  return closes;
}
