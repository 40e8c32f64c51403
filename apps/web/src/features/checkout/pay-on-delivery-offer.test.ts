import { describe, expect, it } from 'vitest';
import { isPayOnDeliveryOffered, payOnDeliveryAbsence, payOnDeliveryHint } from './pay-on-delivery-offer';

const offer = { enabled: true, cities: ['Accra', 'Tema'], maxOrderTotal: 3000, verifiedPhoneRequired: false };

describe('pay on delivery on /order', () => {
  it.each([
    ['Accra', 2999.99, true],
    ['Tema', 3000, true],
    ['tema ', 10, true],
    ['Accra', 3000.01, false],
    ['Kumasi', 100, false],
    ['', 100, false],
  ])('in %s for a total of %s: offered %s', (city, total, offered) => {
    expect(isPayOnDeliveryOffered(offer, city, total)).toBe(offered);
  });

  it('is not offered when the shop has it off, or before the settings have arrived', () => {
    expect(isPayOnDeliveryOffered({ ...offer, enabled: false }, 'Accra', 100)).toBe(false);
    expect(isPayOnDeliveryOffered(undefined, 'Accra', 100)).toBe(false);
  });
});

describe('what the pay-on-delivery option says', () => {
  it('names the largest total and the cities', () => {
    expect(payOnDeliveryHint(offer)).toBe(
      'Pay the rider in cash or by mobile money when your order arrives. For orders up to GHS 3,000.00, delivered in Accra, Tema.',
    );
  });
});

describe('why pay on delivery is gone', () => {
  it('says the limit and the total when an order to a city that has it grows over the limit', () => {
    expect(payOnDeliveryAbsence(offer, 'Accra', 3050)).toBe(
      'Pay on delivery is available for orders up to GHS 3,000.00. This order comes to GHS 3,050.00, so it is paid online.',
    );
    expect(payOnDeliveryAbsence({ ...offer, maxOrderTotal: 5000 }, 'tema', 5000.5)).toContain('GHS 5,000.00');
  });

  it('says nothing when it is offered, off, not for the city or no city is chosen', () => {
    expect(payOnDeliveryAbsence(offer, 'Accra', 3000)).toBeUndefined();
    expect(payOnDeliveryAbsence({ ...offer, enabled: false }, 'Accra', 3050)).toBeUndefined();
    expect(payOnDeliveryAbsence(offer, 'Kumasi', 3050)).toBeUndefined();
    expect(payOnDeliveryAbsence(offer, '', 3050)).toBeUndefined();
    expect(payOnDeliveryAbsence(undefined, 'Accra', 3050)).toBeUndefined();
  });
});
