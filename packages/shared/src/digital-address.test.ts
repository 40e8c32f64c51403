import { describe, expect, it } from 'vitest';
import { DIGITAL_ADDRESS_TEXTS, digitalAddressSchema } from './digital-address';
import { createOrderBodySchema } from './schemas/orders';

describe('the GhanaPost GPS digital address', () => {
  it.each([
    ['GA-123-4567', 'GA-123-4567'],
    ['AK-0396-1234', 'AK-0396-1234'],
    ['ga1234567', 'GA-123-4567'],
    [' gA 0396 1234 ', 'GA-0396-1234'],
    ['', ''],
  ])('takes %j as %j', (typed, kept) => {
    expect(digitalAddressSchema.parse(typed)).toBe(kept);
  });

  it('is optional', () => {
    expect(digitalAddressSchema.parse(undefined)).toBe('');
  });

  it.each(['G-123-4567', 'GA-12-4567', 'GA-12345-4567', 'GA-123-456', '12-123-4567', 'GA-123-4567-1', 'Osu'])(
    'refuses %j with the words that say what it looks like',
    (typed) => {
      const result = digitalAddressSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DIGITAL_ADDRESS_TEXTS.invalid);
    },
  );

  it("is part of an order's address", () => {
    const order = createOrderBodySchema.shape.digitalAddress.parse('ga-123-4567');
    expect(order).toBe('GA-123-4567');
  });
});
