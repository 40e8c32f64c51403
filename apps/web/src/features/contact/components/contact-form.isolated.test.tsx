import { CONTACT_MESSAGES, CONTACT_PAGE_TEXT, FORM_LABELS } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/auth-token';
import { mockFetch, type RecordedRequest, renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

vi.mock('react-toastify/unstyled', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let requests: RecordedRequest[];
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  requests = mockFetch(() => ({ status: 201, body: { success: true, message: CONTACT_MESSAGES.sent } }));
});

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, message: string) {
  if (name) await user.type(await screen.findByLabelText(FORM_LABELS.name), name);
  if (message) await user.type(screen.getByLabelText(FORM_LABELS.message), message);
  await user.click(screen.getByRole('button', { name: FORM_LABELS.send }));
}

describe('ContactForm', () => {
  it('tells a visitor who is not logged in, before typing, that sending needs an account', async () => {
    renderWithProviders(<ContactForm />);
    expect(await screen.findByText(CONTACT_PAGE_TEXT.loginHint)).toBeVisible();
    expect(screen.getByRole('link', { name: CONTACT_PAGE_TEXT.loginLink })).toHaveAttribute('href', '/login');
  });

  it('shows no such hint to a logged-in shopper', async () => {
    setAuthToken('token-1');
    renderWithProviders(<ContactForm />);
    await screen.findByLabelText(FORM_LABELS.name);
    expect(screen.queryByText(CONTACT_PAGE_TEXT.loginHint)).not.toBeInTheDocument();
  });

  it('needs a login even with every field filled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user, 'Ama', 'Hello');
    expect(toast.error).toHaveBeenCalledWith(CONTACT_MESSAGES.fillAllFields);
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['', 'Hello'],
    ['Ama', ''],
    ['   ', '   '],
  ])('needs a name and a message (%j, %j)', async (name, message) => {
    setAuthToken('token-1');
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user, name, message);
    expect(toast.error).toHaveBeenCalledWith(CONTACT_MESSAGES.fillAllFields);
    expect(requests).toHaveLength(0);
  });

  it('sends the message with the bearer token and confirms it', async () => {
    setAuthToken('token-1');
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user, ' Ama Mensah ', 'Do you deliver to Tamale?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CONTACT_MESSAGES.sent));
    expect(requests[0]).toMatchObject({
      url: '/api/contact',
      method: 'POST',
      body: { name: 'Ama Mensah', message: 'Do you deliver to Tamale?' },
      headers: { Authorization: 'Bearer token-1' },
    });
  });
});
