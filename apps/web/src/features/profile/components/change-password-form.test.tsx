import { ACCOUNT_MESSAGES, PROFILE_LABELS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../test/render-route';
import { ChangePasswordForm } from './change-password-form';

it('shows why the server refused the new password', async () => {
  window.localStorage.setItem('token', 'shopper-token');
  const { requests } = fakeApi({
    'POST /api/user/password/change': {
      status: 400,
      body: { success: false, message: ACCOUNT_MESSAGES.passwordTooCommon },
    },
  });
  renderRoute(<ChangePasswordForm />, { path: '/profile' });
  await userEvent.click(screen.getByText(PROFILE_LABELS.changePassword));
  await userEvent.type(screen.getByLabelText(PROFILE_LABELS.currentPassword), 'the-old-password-1');
  await userEvent.type(screen.getByLabelText(PROFILE_LABELS.newPassword), 'password123');
  await userEvent.click(screen.getByRole('button', { name: PROFILE_LABELS.change }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordTooCommon);
  expect(requests.at(-1)?.body).toEqual({
    currentPassword: 'the-old-password-1',
    newPassword: 'password123',
  });
});
