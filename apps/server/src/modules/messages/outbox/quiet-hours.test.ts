import { describe, expect, it } from 'vitest';
import { isQuietHour, keepsQuietHours, quietHoursRelease } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('quiet hours (21:00 to 08:00 Ghana time)', () => {
  it('holds an evening message until the next morning and a small-hours one until that morning', () => {
    expect(quietHoursRelease(at('2026-11-29T22:00:00Z'))).toEqual(at('2026-11-30T08:00:00Z'));
    expect(quietHoursRelease(at('2026-11-29T21:00:00Z'))).toEqual(at('2026-11-30T08:00:00Z'));
    expect(quietHoursRelease(at('2026-11-30T03:15:00Z'))).toEqual(at('2026-11-30T08:00:00Z'));
  });

  it('lets a day-time message go at once, from 08:00 until 20:59', () => {
    expect(quietHoursRelease(at('2026-11-30T08:00:00Z'))).toEqual(at('2026-11-30T08:00:00Z'));
    expect(isQuietHour(at('2026-11-30T20:59:59Z'))).toBe(false);
    expect(isQuietHour(at('2026-11-30T07:59:59Z'))).toBe(true);
  });

  it('reads hours the shop moved, across midnight or within a day', () => {
    expect(quietHoursRelease(at('2026-11-29T23:30:00Z'), { from: 22, until: 7 })).toEqual(
      at('2026-11-30T07:00:00Z'),
    );
    expect(isQuietHour(at('2026-11-29T13:00:00Z'), { from: 12, until: 14 })).toBe(true);
    expect(quietHoursRelease(at('2026-11-29T13:00:00Z'), { from: 12, until: 14 })).toEqual(
      at('2026-11-29T14:00:00Z'),
    );
  });

  it('applies to marketing and back-in-stock messages only', () => {
    expect(keepsQuietHours('marketing-cart-reminder')).toBe(true);
    expect(keepsQuietHours('back-in-stock')).toBe(true);
    expect(keepsQuietHours('order-status')).toBe(false);
    expect(keepsQuietHours('phone-code')).toBe(false);
  });
});
