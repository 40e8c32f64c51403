import { SELLER_DETAILS_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import SellerDetailsPage from './seller-details-page';
import { SellerDetailsWarning } from './seller-details-warning';

const texts = SELLER_DETAILS_TEXTS;
const { labels } = texts;

const FILLED = {
  legalName: 'Kwik Tech Ghana Limited',
  registrationNumber: 'CS123456789',
  dataProtectionNumber: 'PDC/0123/2026',
  address: '12 Oxford Street, Osu, Accra',
  digitalAddress: 'GA-123-4567',
  phone: '+233 30 212 3456',
  email: 'hello@kwiktech.com.gh',
};
const detailsAnswer = (sellerDetails: typeof FILLED, missing: string[], message?: string): FakeAnswer => ({
  body: { success: true, ...(message ? { message } : {}), sellerDetails, missing },
});
const profile: FakeAnswer = {
  body: {
    success: true,
    user: { name: 'Owner', email: 'owner@example.com', image: null, isAdmin: true, isOwner: true },
    isAdmin: true,
  },
};

function open(ui: React.ReactElement, answers: Record<string, FakeAnswer>, path = '/') {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(fakeFetch({ 'GET /api/user/profile': profile, ...answers }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(ui, { path });
  return fetchMock;
}

describe('the seller details warning and form', () => {
  it('warns on any admin page, naming the missing details and linking to the form', async () => {
    const withoutPhone = { ...FILLED, phone: '', dataProtectionNumber: '' };
    open(<SellerDetailsWarning />, {
      'GET /api/admin/seller-details': detailsAnswer(withoutPhone, ['dataProtectionNumber', 'phone']),
    });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      texts.missingWarning(`${labels.dataProtectionNumber.toLowerCase()}, ${labels.phone.toLowerCase()}`),
    );
    expect(screen.getByRole('link', { name: texts.missingLink })).toHaveAttribute('href', '/seller-details');
  });

  it('says nothing once every required detail is given', async () => {
    const fetchMock = open(<SellerDetailsWarning />, {
      'GET /api/admin/seller-details': detailsAnswer(FILLED, []),
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a foreign phone on the form before sending, then saves the corrected details', async () => {
    const empty = Object.fromEntries(Object.keys(FILLED).map((key) => [key, ''])) as typeof FILLED;
    const fetchMock = open(
      <SellerDetailsPage />,
      {
        'GET /api/admin/seller-details': detailsAnswer(empty, ['legalName']),
        'PUT /api/admin/seller-details': detailsAnswer(FILLED, [], texts.saved),
      },
      '/seller-details',
    );
    for (const [field, value] of Object.entries({ ...FILLED, phone: '+44 20 7946 0958' })) {
      await userEvent.type(
        await screen.findByLabelText(labels[field as keyof typeof labels], { exact: false }),
        value,
      );
    }
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.errors.phone)).toBeInTheDocument();
    const puts = () =>
      fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(puts()).toHaveLength(0);

    const phone = screen.getByLabelText(labels.phone, { exact: false });
    await userEvent.clear(phone);
    await userEvent.type(phone, '030 212 3456');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String((puts()[0]![1] as RequestInit).body))).toEqual(FILLED);
  });
});
