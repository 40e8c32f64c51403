import { BRANCH_TEXTS, type Branch, LISTING_LABELS } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, mockFetch, type RecordedRequest, renderWithProviders } from '../../../test/render';
import NewProductsPage from './new-products-page';

const weekdays = { opens: '08:00', closes: '18:00' };
const branch = (id: number, name: string, pickup: boolean): Branch => ({
  id,
  name,
  address: 'Spintex Road',
  city: 'Accra',
  digitalAddress: '',
  phone: '030 250 1234',
  openingHours: [weekdays, weekdays, weekdays, weekdays, weekdays, null, null],
  pickup,
  fillsDelivery: id === 1,
});

let requests: RecordedRequest[];

beforeEach(() => {
  requests = mockFetch(({ url }) => {
    const { pathname, searchParams: search } = new URL(url, 'http://shop.test');
    if (pathname === '/api/catalogue/lists')
      return {
        body: {
          success: true,
          categories: [{ name: 'Phone', subcategories: [] }],
          subcategories: [],
          brands: [],
        },
      };
    if (pathname === '/api/branches')
      return {
        body: {
          success: true,
          branches: [
            branch(1, 'Accra Mall', true),
            branch(2, 'Kumasi Adum', true),
            branch(3, 'Takoradi Market Circle', false),
          ],
        },
      };
    // One product at a branch, three anywhere: the count follows the filter.
    const total = search.get('branch') ? 1 : 3;
    return {
      body: {
        success: true,
        products: Array.from({ length: total }, () => makeProduct()),
        total,
        page: 1,
        limit: 24,
      },
    };
  });
});

const lastListQuery = () =>
  new URL(
    requests.filter((request) => request.url.includes('/api/product/list')).at(-1)!.url,
    'http://shop.test',
  ).searchParams;

const availableAt = () => screen.getByRole('group', { name: BRANCH_TEXTS.availableAt });

describe('/new_products filtered by where it is available', () => {
  it('offers the pickup branches, keeps the choice in the URL and asks the list for it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProductsPage />, { route: '/new_products?category=Phone' });
    expect(await screen.findByRole('radio', { name: 'Kumasi Adum' })).not.toBeChecked();
    expect(
      within(availableAt())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([BRANCH_TEXTS.anyBranch, 'Accra Mall', 'Kumasi Adum']);
    expect(screen.getByRole('radio', { name: BRANCH_TEXTS.anyBranch })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Kumasi Adum' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/new_products?category=Phone&branch=2');
    await waitFor(() => expect(lastListQuery().get('branch')).toBe('2'));
    expect(await screen.findByText(LISTING_LABELS.resultCount(1))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: LISTING_LABELS.clearFilters }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/new_products$/);
  });

  it('opens on the branch its URL names', async () => {
    renderWithProviders(<NewProductsPage />, { route: '/new_products?branch=1' });
    expect(await screen.findByRole('radio', { name: 'Accra Mall' })).toBeChecked();
    await waitFor(() => expect(lastListQuery().get('branch')).toBe('1'));
  });

  it('drops a branch that offers no pickup from the request', async () => {
    renderWithProviders(<NewProductsPage />, { route: '/new_products?branch=3' });
    expect(await screen.findByRole('radio', { name: BRANCH_TEXTS.anyBranch })).toBeChecked();
    await waitFor(() => expect(lastListQuery().get('branch')).toBeNull());
  });
});
