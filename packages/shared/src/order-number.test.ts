import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number';

describe('order numbers', () => {
  it('reads KTG-1042 back however a shopper writes it', () => {
    expect(formatOrderNumber(1042)).toBe('KTG-1042');
    for (const text of ['KTG-1042', 'ktg 1042', 'KTG1042', '#1042', ' 1042 ']) {
      expect(parseOrderNumber(text), text).toBe(1042);
    }
    for (const text of ['', 'KTG-', 'ama', '10.42', 'KTG-1042x', '1234567890']) {
      expect(parseOrderNumber(text), text).toBeUndefined();
    }
  });
});
