import { MY_DATA_MESSAGES, MY_DATA_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../test/render-route';
import { YourDataSection } from './your-data-section';

it('says what is kept, and keeps the shopper signed in when the password is wrong', async () => {
  window.localStorage.setItem('token', 'shopper-token');
  const { requests } = fakeApi({
    'POST /api/user/delete-account': {
      status: 400,
      body: { success: false, message: MY_DATA_MESSAGES.wrongPassword },
    },
  });
  renderRoute(<YourDataSection />, { path: '/profile' });
  await userEvent.click(screen.getByRole('button', { name: MY_DATA_TEXTS.delete }));
  expect(screen.getByText(MY_DATA_TEXTS.whatStays)).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText(MY_DATA_TEXTS.removeReviews));
  await userEvent.type(screen.getByLabelText(MY_DATA_TEXTS.passwordLabel), 'not-it');
  await userEvent.click(screen.getByRole('button', { name: MY_DATA_TEXTS.confirm }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MY_DATA_MESSAGES.wrongPassword);
  expect(requests.at(-1)?.body).toEqual({ password: 'not-it', reviews: 'remove' });
  expect(window.localStorage.getItem('token')).toBe('shopper-token');
});

it('signs the shopper out once the account is deleted', async () => {
  window.localStorage.setItem('token', 'shopper-token');
  fakeApi({
    'POST /api/user/delete-account': {
      status: 200,
      body: { success: true, message: MY_DATA_MESSAGES.accountDeleted },
    },
  });
  renderRoute(<YourDataSection />, { path: '/profile' });
  await userEvent.click(screen.getByRole('button', { name: MY_DATA_TEXTS.delete }));
  await userEvent.type(screen.getByLabelText(MY_DATA_TEXTS.passwordLabel), 'a-long-password-1');
  await userEvent.click(screen.getByRole('button', { name: MY_DATA_TEXTS.confirm }));
  await expect.poll(() => window.localStorage.getItem('token')).toBeNull();
});
