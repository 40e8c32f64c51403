import { type AdminProduct, PROMOTION_ADMIN_TEXTS, type Promotion } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import PromotionsPage from './promotions-page';

const texts = PROMOTION_ADMIN_TEXTS;
const flipId = '00000000-0000-4000-8000-000000000011';
const chargeId = '00000000-0000-4000-8000-000000000012';

const product = (id: number, _id: string, name: string): AdminProduct => ({
  id,
  _id,
  name,
  price: 1500,
  image: [],
  category: 'Speakers',
  subcategory: 'Bluetooth Speaker',
  brand: 'JBL',
  soundSystem: null,
  description: 'A speaker.',
  info: [],
  reviews: 0,
  rating: null,
  TopSellingProduct: false,
  collection: false,
  stock: 4,
  options: [],
  variants: [
    { _id: `${_id.slice(0, -2)}99`, sku: `SKU-${id}`, options: {}, price: 1500, stock: 4, image: [] },
  ],
  tracksSerials: false,
  warrantyMonths: 6,
  archived: false,
  archivedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});

const speakers: Promotion = {
  id: 4,
  code: 'JBLWEEK',
  description: 'JBL week',
  kind: 'fixed',
  percent: null,
  amount: 50,
  minimumSubtotal: 0,
  scope: { categories: [], brands: [], productIds: [flipId] },
  startsAt: null,
  endsAt: null,
  totalUses: null,
  usesPerCustomer: null,
  firstOrderOnly: false,
  enabled: true,
  uses: 0,
  usesLeft: null,
  discountGiven: 0,
  revenue: 0,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

function openPage() {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const answers: Record<string, FakeAnswer> = {
    'GET /api/user/profile': {
      body: {
        success: true,
        user: { name: 'Owner', email: 'owner@example.com', image: null, isAdmin: true, isOwner: true },
        isAdmin: true,
      },
    },
    'GET /api/admin/catalogue-lists': {
      body: { success: true, brands: [], categories: [], subcategories: [] },
    },
    'GET /api/admin/promotions': { body: { success: true, promotions: [speakers] } },
    [`GET /api/product/${flipId}`]: { body: { success: true, product: product(11, flipId, 'JBL Flip 6') } },
    'GET /api/admin/products': {
      body: {
        success: true,
        products: [product(11, flipId, 'JBL Flip 6'), product(12, chargeId, 'JBL Charge 5')],
        total: 2,
        page: 1,
        limit: 20,
      },
    },
    'PUT /api/admin/promotions/4': { body: { success: true, message: texts.saved, promotion: speakers } },
  };
  const fetchMock = vi.fn(fakeFetch(answers));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<PromotionsPage />, { path: '/promotions' });
  const sent = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
      )
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { sent };
}

describe("a promotion's products", () => {
  it('names the saved products, finds more by name, and sends their ids', async () => {
    const { sent } = openPage();
    await userEvent.click(await screen.findByRole('button', { name: `${texts.page.edit} JBLWEEK` }));
    expect(screen.getByRole('radio', { name: texts.page.scopeChosen })).toBeChecked();
    expect(
      await screen.findByRole('button', { name: texts.page.removeChoice('JBL Flip 6') }),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(texts.page.productSearch), 'jbl');
    // The one already chosen is not offered again.
    const offer = await screen.findByRole('button', { name: texts.page.addChoice('JBL Charge 5') });
    expect(screen.queryByRole('button', { name: texts.page.addChoice('JBL Flip 6') })).toBeNull();
    await userEvent.click(offer);
    await userEvent.click(screen.getByRole('button', { name: texts.page.removeChoice('JBL Flip 6') }));
    const chosen = screen
      .getByRole('button', { name: texts.page.removeChoice('JBL Charge 5') })
      .closest('ul');
    expect(within(chosen as HTMLElement).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(sent('PUT', '/api/admin/promotions/4')[0]).toMatchObject({
      kind: 'fixed',
      amount: 50,
      percent: null,
      scope: { categories: [], brands: [], productIds: [chargeId] },
    });
  });
});
