import type { Order } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { checkDeliveryDetails, emptyDeliveryDetails } from './delivery-details';
import { prefilledDetails } from './prefilled-details';

const lastOrder = {
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'old@example.com',
  street: '12 Oxford Street, Osu',
  city: 'Accra',
  state: 'Greater Accra',
  zipCode: '',
  digitalAddress: 'GA-123-4567',
  country: 'Ghana',
  phoneNumber: '+233241234567',
} as Order;

describe('the checkout filled in for a returning shopper', () => {
  it('takes name and e-mail from the account, phone and address from the last order', () => {
    const details = prefilledDetails(
      emptyDeliveryDetails('Kumasi'),
      { name: 'Ama Serwaa Mensah', email: 'ama@example.com' },
      lastOrder,
    );
    expect(details).toEqual({
      firstName: 'Ama Serwaa',
      lastName: 'Mensah',
      email: 'ama@example.com',
      street: '12 Oxford Street, Osu',
      // The city chosen in the cart stays.
      city: 'Kumasi',
      state: 'Greater Accra',
      zipCode: '',
      digitalAddress: 'GA-123-4567',
      country: 'Ghana',
      phoneNumber: '024 123 4567',
    });
    // Ready to send as it is.
    expect(checkDeliveryDetails(details)).toEqual({ ok: true, phoneNumber: '+233241234567' });
  });

  it('leaves alone what the shopper has typed', () => {
    const typed = { ...emptyDeliveryDetails(), firstName: 'Kofi', street: 'Ring Road' };
    const details = prefilledDetails(typed, { name: 'Ama Mensah', email: 'ama@example.com' }, lastOrder);
    expect(details.firstName).toBe('Kofi');
    expect(details.lastName).toBe('Mensah');
    expect(details.street).toBe('Ring Road');
    expect(details.city).toBe('Accra');
  });

  it('a first order gets the account only', () => {
    const details = prefilledDetails(
      emptyDeliveryDetails(),
      { name: 'Esi', email: 'esi@example.com' },
      undefined,
    );
    expect(details).toMatchObject({
      firstName: 'Esi',
      lastName: '',
      email: 'esi@example.com',
      phoneNumber: '',
    });
  });

  it('refuses a digital address not written as GhanaPost writes it', () => {
    const details = prefilledDetails(
      emptyDeliveryDetails('Accra'),
      { name: 'Ama Mensah', email: 'a@b.co' },
      {
        ...lastOrder,
        digitalAddress: '',
      },
    );
    expect(checkDeliveryDetails({ ...details, digitalAddress: 'Osu' }).ok).toBe(false);
    expect(checkDeliveryDetails({ ...details, digitalAddress: 'ga 123 4567' }).ok).toBe(true);
  });
});
