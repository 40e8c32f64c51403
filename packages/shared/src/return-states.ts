/**
 * Returns and warranty claims: the one table of a request's states and the moves staff may
 * make between them, like PAYMENT_STATES for payments. Any move not listed is refused before
 * anything is written. And what a refund of some units of a line may pay back.
 */
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
