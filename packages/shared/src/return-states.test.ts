import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isReturnMoveAllowed,
  paidPerUnit,
  RETURN_STATES,
  RETURN_STATUSES,
  type RefundableLine,
  refundableForUnits,
} from './return-states';

const lineArbitrary: fc.Arbitrary<RefundableLine> = fc
  .record({
    unitPricePesewas: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  })
  .chain((line) =>
    fc
      .integer({ min: 0, max: line.unitPricePesewas * line.quantity })
      .map((discountPesewas) => ({ ...line, discountPesewas })),
  );

describe('the returns state table', () => {
  it('moves a request only along its table, and closes every settled one', () => {
    expect(isReturnMoveAllowed('Requested', 'Approved')).toBe(true);
    expect(isReturnMoveAllowed('Requested', 'Refunded')).toBe(false);
    expect(isReturnMoveAllowed('Approved', 'Refunded')).toBe(false);
    expect(isReturnMoveAllowed('Received', 'Replaced')).toBe(true);
    expect(isReturnMoveAllowed('Refund failed', 'Refunded')).toBe(true);
    expect(isReturnMoveAllowed('Closed', 'Requested')).toBe(false);
    for (const status of RETURN_STATUSES) {
      for (const next of RETURN_STATES[status].moves) expect(RETURN_STATUSES).toContain(next);
      // Every request can end: each state reaches Closed along the table.
      const seen = new Set([status]);
      const waiting = [status];
      while (waiting.length > 0) {
        for (const next of RETURN_STATES[waiting.pop()!].moves) {
          if (!seen.has(next)) {
            seen.add(next);
            waiting.push(next);
          }
        }
      }
      expect(seen.has('Closed'), `${status} reaches Closed`).toBe(true);
    }
  });
});

describe('refundableForUnits', () => {
  it('pays back one of two GHS 2,299.00 phones bought with 10 % off as its share: GHS 2,069.10', () => {
    const line = { unitPricePesewas: 229_900, quantity: 2, discountPesewas: 45_980 };
    expect(refundableForUnits(line, 0, 1)).toBe(206_910);
    expect(refundableForUnits(line, 1, 1)).toBe(206_910);
  });

  it('over random lines and ways of returning them: the refunds add up to what the line was paid, never more', () => {
    fc.assert(
      fc.property(
        lineArbitrary,
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 20 }),
        (line, batches) => {
          const paid = line.unitPricePesewas * line.quantity - line.discountPesewas;
          expect(paidPerUnit(line).reduce((sum, unit) => sum + unit, 0)).toBe(paid);
          let returned = 0;
          let refunded = 0;
          for (const batch of batches) {
            const count = Math.min(batch, line.quantity - returned);
            if (count === 0) break;
            const refund = refundableForUnits(line, returned, count);
            expect(refund).toBeGreaterThanOrEqual(0);
            refunded += refund;
            returned += count;
            expect(refunded).toBeLessThanOrEqual(paid);
          }
          if (returned === line.quantity) expect(refunded).toBe(paid);
        },
      ),
    );
  });

  it('refuses more units than the line has, and no units at all', () => {
    const line = { unitPricePesewas: 1000, quantity: 2, discountPesewas: 0 };
    expect(() => refundableForUnits(line, 1, 2)).toThrow(RangeError);
    expect(() => refundableForUnits(line, 0, 0)).toThrow(RangeError);
  });
});
