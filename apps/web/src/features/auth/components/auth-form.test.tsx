import { ACCOUNT_MESSAGES, CART_MESSAGES, CONSENT_TEXTS } from '@shop/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rememberReturnAfterLogin } from '../../../lib/return-after-login';
import { fakeApi, renderRoute } from '../../../test/render-route';
import { AuthForm } from './auth-form';

vi.setConfig({ testTimeout: 15_000 });
const userEvent = userEventDefault.setup({ delay: null });

describe('the Log In / Sign Up form', () => {
  it('signs up with Full Name, email and password (no marketing when no box is ticked), keeps the token and reloads on /profile', async () => {
    const { requests } = fakeApi({
      'POST /api/user/register': { status: 201, body: { success: true, token: 'new-token', message: 'ok' } },
    });
    const onNavigate = vi.fn();
    renderRoute(<AuthForm onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    await userEvent.type(screen.getByLabelText('Full Name'), ' Ama Mensah ');
    await userEvent.type(screen.getByLabelText('Email'), 'ama@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.registered)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(onNavigate).toHaveBeenCalledWith('/profile');
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/user/register',
      body: { name: 'Ama Mensah', email: 'ama@example.com', password: 'long-password-1' },
    });
  });

  it('asks the one sentence with three unticked boxes, and sends marketing for the ticked ones only', async () => {
    const { requests } = fakeApi({
      'POST /api/user/register': { status: 201, body: { success: true, token: 'new-token', message: 'ok' } },
    });
    const onNavigate = vi.fn();
    renderRoute(<AuthForm onNavigate={onNavigate} />);
    expect(screen.queryByText(CONSENT_TEXTS.sentence)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('group', { name: CONSENT_TEXTS.sentence })).toBeInTheDocument();
    for (const channel of ['email', 'sms', 'whatsapp'] as const) {
      const box = screen.getByRole('checkbox', { name: CONSENT_TEXTS.channelChoice(channel) });
      expect(box).not.toBeChecked();
      expect(box).not.toBeRequired();
    }
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ama Mensah');
    await userEvent.type(screen.getByLabelText('Email'), 'ama@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password-1');
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXTS.channelChoice('email') }));
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXTS.channelChoice('whatsapp') }));
    // Ticked then unticked: the shopper said nothing about SMS.
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXTS.channelChoice('sms') }));
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXTS.channelChoice('sms') }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/profile'));
    expect(requests[0]?.body).toEqual({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      password: 'long-password-1',
      marketing: { email: true, whatsapp: true },
    });
  });

  it('shows "Failed check your inputs" with the server reason under it, sending once', async () => {
    const { requests } = fakeApi({
      'POST /api/user/login': {
        status: 401,
        body: { success: false, message: 'Invalid email or password.' },
      },
    });
    renderRoute(<AuthForm onNavigate={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ama@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    const submit = screen.getByRole('button', { name: 'Log In' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const failure = await screen.findByTestId('auth-failure');
    expect(failure).toHaveTextContent(ACCOUNT_MESSAGES.failedInputs);
    expect(failure).toHaveTextContent('Invalid email or password.');
    expect(requests).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('after logging in, adds the item the shopper was adding and returns to its page', async () => {
    rememberReturnAfterLogin({
      path: '/singleProducts/7?Storage=256GB',
      addToCart: { productId: '7', variantId: '31' },
    });
    const { requests } = fakeApi({
      'POST /api/user/login': { status: 200, body: { success: true, token: 'ama-token', message: 'ok' } },
      'POST /api/cart/add': { status: 200, body: { success: true, cartItems: [] } },
    });
    const onNavigate = vi.fn();
    renderRoute(<AuthForm onNavigate={onNavigate} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ama@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await vi.waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/singleProducts/7?Storage=256GB'));
    expect(requests[1]).toEqual({
      method: 'POST',
      path: '/api/cart/add',
      body: { productId: '7', variantId: '31', quantity: 1 },
    });
    expect(window.sessionStorage.getItem('flash-toast')).toBe(
      `${ACCOUNT_MESSAGES.loggedIn}\n${CART_MESSAGES.productAdded}`,
    );
  });
});
