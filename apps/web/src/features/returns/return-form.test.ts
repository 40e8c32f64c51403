import type { OrderReturns } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { clampQuantity, emptyReturnForm, offeredKinds, returnRequestBody } from './return-form';
import { orderReturnsAnswer } from './returns-test-kit';

const returns = (overrides: Record<string, unknown> = {}) => orderReturnsAnswer(overrides) as OrderReturns;
const line = orderReturnsAnswer().lines[0]!;

describe('what a shopper may ask of an order', () => {
  it('offers a return within the window and a warranty claim on a unit under warranty', () => {
    expect(offeredKinds(returns())).toEqual(['return', 'warranty']);
  });

  it('offers only a warranty claim once the window closed or every unit is already in a return', () => {
    expect(offeredKinds(returns({ windowOpen: false }))).toEqual(['warranty']);
    expect(offeredKinds(returns({ lines: [{ ...line, returnable: 0 }] }))).toEqual(['warranty']);
  });

  it('offers nothing when no unit is left to return nor under warranty', () => {
    const noneClaimable = line.serials.map((unit) => ({ ...unit, claimable: false }));
    expect(
      offeredKinds(returns({ windowOpen: false, lines: [{ ...line, serials: noneClaimable }] })),
    ).toEqual([]);
  });

  it('keeps a count between none and what the line may still return', () => {
    expect([
      clampQuantity(-1, 2),
      clampQuantity(3, 2),
      clampQuantity(Number.NaN, 2),
      clampQuantity(1.7, 2),
    ]).toEqual([0, 2, 0, 1]);
  });

  it('sends only the lines with units, and no return without a reason', () => {
    const form = { ...emptyReturnForm('return'), quantities: { a: 0, b: 2 }, note: '  Broken  ' };
    expect(returnRequestBody(form)).toBeNull();
    expect(returnRequestBody({ ...form, reason: 'wrong-item' })).toEqual({
      kind: 'return',
      reason: 'wrong-item',
      units: [{ orderItemId: 'b', quantity: 2 }],
      note: 'Broken',
      photos: [],
    });
  });
});
