import { ACCOUNT_MESSAGES, AUTH_LABELS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../test/render-route';
import ResetPasswordPage from './reset-password-page';

it('shows why the server refused the new password and stays on the page', async () => {
  fakeApi({
    'POST /api/user/password/reset': {
      status: 400,
      body: { success: false, message: ACCOUNT_MESSAGES.passwordIsEmail },
    },
  });
  renderRoute(<ResetPasswordPage />, {
    path: '/reset_password',
    at: `/reset_password?token=${'t'.repeat(43)}`,
  });
  await userEvent.type(screen.getByLabelText(AUTH_LABELS.newPassword), 'ama@example.com');
  await userEvent.click(screen.getByRole('button', { name: AUTH_LABELS.setPassword }));
  expect(await screen.findByTestId('reset-failure')).toHaveTextContent(ACCOUNT_MESSAGES.passwordIsEmail);
  expect(screen.getByRole('button', { name: AUTH_LABELS.setPassword })).toBeInTheDocument();
});
