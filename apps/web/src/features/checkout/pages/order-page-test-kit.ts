import { screen } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { vi } from 'vitest';

/*
 * What the /order page's test files share: a shopper typing the delivery form (one user-event
 * instance without typing delays) and the delivery fees of two cities.
 */

// Typing a whole delivery form takes a while when the suite runs files in parallel.
vi.setConfig({ testTimeout: 20_000 });

export const userEvent = userEventDefault.setup({ delay: null });

export const deliveryFeesAnswer = {
  body: [
    { city: 'Accra', fee: 30 },
    { city: 'Kumasi', fee: 45 },
  ],
};

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  phone: string;
  /** Chosen in the form's country list; the page starts on Ghana. */
  country?: string;
}

export const AMA: Shopper = {
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  street: '12 Oxford Street',
  phone: '0241234567',
};

/** Types the delivery form as a shopper would, once the page has rendered it. */
export async function fillDeliveryForm(shopper: Shopper = AMA): Promise<void> {
  await userEvent.type(await screen.findByLabelText(/First name/), shopper.firstName);
  await userEvent.type(screen.getByLabelText(/Last name/), shopper.lastName);
  await userEvent.type(screen.getByLabelText(/Email address/), shopper.email);
  await userEvent.type(screen.getByLabelText(/Street/), shopper.street);
  if (shopper.country) await userEvent.selectOptions(screen.getByLabelText(/Country/), shopper.country);
  await userEvent.type(screen.getByLabelText(/Phone number/), shopper.phone);
}
