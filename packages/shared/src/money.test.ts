import { describe, expect, it } from 'vitest';
import {
  cartItemFiguresInCedis,
  figuresInPesewas,
  formatGhs,
  hasAtMostTwoDecimals,
  toCedis,
  toPesewas,
} from './money';
import { normalizePhoneNumber } from './phone';
import { truncate } from './text';

describe('money', () => {
  it('formats cedis as GHS with two decimals and thousands separators', () => {
    expect(formatGhs(1234)).toBe('GHS 1,234.00');
    expect(formatGhs(0)).toBe('GHS 0.00');
    expect(formatGhs(19.9)).toBe('GHS 19.90');
    expect(formatGhs(1234567.05)).toBe('GHS 1,234,567.05');
    expect(formatGhs(999.999)).toBe('GHS 1,000.00');
    expect(formatGhs(-1500.5)).toBe('GHS -1,500.50');
  });
  it('formats every amount as Intl.NumberFormat en-US with two decimals does', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const pesewas of [
      0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789, 1_000_000_000, -1, -123_456,
    ]) {
      const cedis = toCedis(pesewas);
      expect(formatGhs(cedis)).toBe(`GHS ${intl.format(cedis)}`);
    }
  });
  it('converts without floating point drift', () => {
    expect(toPesewas(19.99)).toBe(1999);
    expect(toPesewas(1.005)).toBe(101);
    expect(toCedis(123456)).toBe(1234.56);
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
  });
  it('sums an order in whole pesewas, the same for prices in pesewas and in cedis', () => {
    expect(
      figuresInPesewas(
        [
          { unitPesewas: 10, quantity: 3 },
          { unitPesewas: 20, quantity: 1 },
        ],
        2550,
      ),
    ).toEqual({
      subtotal: 50,
      shippingFee: 2550,
      total: 2600,
    });
    // 0.1 * 3 + 0.2 is 0.5000000000000001 in floats; the figures say 0.5.
    const items = [
      { product: { price: 0.1 }, quantity: 3 },
      { product: { price: 0.2 }, quantity: 1 },
    ];
    expect(cartItemFiguresInCedis(items, 25.5)).toEqual({ subtotal: 0.5, shippingFee: 25.5, total: 26 });
  });
});

describe('phone numbers', () => {
  it('strips a leading 0 and prepends the dial code', () => {
    expect(normalizePhoneNumber('0241234567', 'Ghana')).toBe('+233241234567');
    expect(normalizePhoneNumber('024 123 4567', 'Ghana')).toBe('+233241234567');
    expect(normalizePhoneNumber('8031234567', 'Nigeria')).toBe('+2348031234567');
  });
  it('keeps a number that already has a dial code', () => {
    expect(normalizePhoneNumber('+233241234567', 'Ghana')).toBe('+233241234567');
    expect(normalizePhoneNumber('233241234567', 'Ghana')).toBe('+233241234567');
  });
  it('refuses what is not a phone number', () => {
    expect(normalizePhoneNumber('call me', 'Ghana')).toBeNull();
    expect(normalizePhoneNumber('12', 'UK')).toBeNull();
  });
});

describe('truncate', () => {
  it('cuts long names and leaves short ones', () => {
    expect(truncate('Samsung Galaxy A15', 10)).toBe('Samsung Ga...');
    expect(truncate('Tecno', 10)).toBe('Tecno');
  });
});
