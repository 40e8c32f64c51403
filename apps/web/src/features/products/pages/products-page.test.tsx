import { LISTING_LABELS, NAV_LABELS, SEARCH_RESULTS_TEXT } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, mockFetch, type RecordedRequest, renderWithProviders } from '../../../test/render';
import ProductsPage from './products-page';

let requests: RecordedRequest[];

/** The shop's lists, which the filters offer. */
const LISTS = {
  success: true,
  categories: [{ name: 'Phone', subcategories: ['Android Phone'] }],
  subcategories: ['Android Phone'],
  brands: ['Samsung', 'HP'],
};

beforeEach(() => {
  requests = mockFetch(({ url }) => {
    const { pathname, searchParams: search } = new URL(url, 'http://shop.test');
    if (pathname === '/api/catalogue/lists') return { body: LISTS };
    // A searched list holds one product per brand ticked (or 3), the whole grid 5.
    const total = search.get('q') ? Math.max(3, search.getAll('brand').length) : 5;
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

describe('/products?q=', () => {
  it('is the results page of the words, and every sort and filter keeps them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products?q=samsng+galaxy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: SEARCH_RESULTS_TEXT.heading('samsng galaxy') }),
    ).toBeInTheDocument();
    await waitFor(() => expect(lastListQuery().get('q')).toBe('samsng galaxy'));
    expect(await screen.findByText(LISTING_LABELS.resultCount(3))).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(LISTING_LABELS.sort), 'price_asc');
    await user.click(screen.getByRole('checkbox', { name: 'Samsung' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/products?q=samsng+galaxy&brand=Samsung&sort=price_asc',
    );
    await waitFor(() => expect(lastListQuery().getAll('brand')).toEqual(['Samsung']));
    expect(lastListQuery().get('q')).toBe('samsng galaxy');
    expect(lastListQuery().get('sort')).toBe('price_asc');

    await user.click(screen.getByRole('button', { name: LISTING_LABELS.clearFilters }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?q=samsng\+galaxy&sort=price_asc$/);
  });

  it('offers Best rated, which the URL and the list ask as sort=rating (decision 0064)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products?q=galaxy' });
    const sort = await screen.findByLabelText(LISTING_LABELS.sort);
    await user.selectOptions(sort, LISTING_LABELS.sortOptions.rating);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?q=galaxy&sort=rating$/);
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('rating'));
    expect(sort).toHaveDisplayValue(LISTING_LABELS.sortOptions.rating);
  });

  it('is the grid of all products without words', async () => {
    renderWithProviders(<ProductsPage />, { route: '/products?q=%20%20' });
    expect(await screen.findByRole('heading', { level: 1, name: NAV_LABELS.products })).toBeInTheDocument();
    expect(await screen.findByText(LISTING_LABELS.resultCount(5))).toBeInTheDocument();
    expect(lastListQuery().has('q')).toBe(false);
  });
});
