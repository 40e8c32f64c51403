import { LISTING_LABELS } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, mockFetch, type RecordedRequest, renderWithProviders } from '../../../test/render';
import NewProductsPage from './new-products-page';

let requests: RecordedRequest[];

/** The shop's lists as staff keep them: Vivo added, Apple not among them. */
const LISTS = {
  success: true,
  categories: [
    { name: 'Phone', subcategories: ['Android Phone'] },
    { name: 'Computer', subcategories: ['Laptop'] },
  ],
  subcategories: ['Android Phone', 'Laptop'],
  brands: ['Samsung', 'HP', 'Vivo'],
};

beforeEach(() => {
  requests = mockFetch(({ url }) => {
    const { pathname, searchParams: search } = new URL(url, 'http://shop.test');
    if (pathname === '/api/catalogue/lists') return { body: LISTS };
    // Two products per requested brand, so the count follows the filters.
    const total = Math.max(1, search.getAll('brand').length) * 2;
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

describe('/new_products', () => {
  it('starts from the URL query and asks the server for it', async () => {
    renderWithProviders(<NewProductsPage />, {
      route: '/new_products?category=Phone&brand=HP&sort=price_asc',
    });
    expect(await screen.findByRole('checkbox', { name: 'Phone' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'HP' })).toBeChecked();
    expect(screen.getByLabelText(LISTING_LABELS.sort)).toHaveValue('price_asc');
    await waitFor(() => expect(lastListQuery().get('sort')).toBe('price_asc'));
    expect(lastListQuery().getAll('category')).toEqual(['Phone']);
    expect(lastListQuery().getAll('brand')).toEqual(['HP']);
    expect(await screen.findByText(LISTING_LABELS.resultCount(2))).toBeInTheDocument();
  });

  it("offers the shop's own lists: a brand staff added, and none they do not keep", async () => {
    renderWithProviders(<NewProductsPage />, { route: '/new_products?brand=Vivo&brand=Apple' });
    expect(await screen.findByRole('checkbox', { name: 'Vivo' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Apple' })).not.toBeInTheDocument();
    // The unknown brand is left out of the request, which the server would refuse.
    await waitFor(() => expect(lastListQuery().getAll('brand')).toEqual(['Vivo']));
  });

  it('keeps every tick and the sort in the URL and updates the count', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewProductsPage />, { route: '/new_products' });
    await user.click(await screen.findByRole('checkbox', { name: 'Phone' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/new_products?category=Phone');
    await user.click(screen.getByRole('checkbox', { name: 'HP' }));
    await user.click(screen.getByRole('checkbox', { name: 'Samsung' }));
    await user.selectOptions(screen.getByLabelText(LISTING_LABELS.sort), 'price_desc');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/new_products?category=Phone&brand=Samsung&brand=HP&sort=price_desc',
    );
    expect(await screen.findByText(LISTING_LABELS.resultCount(4))).toBeInTheDocument();
    await waitFor(() => expect(lastListQuery().getAll('brand')).toEqual(['Samsung', 'HP']));

    await user.click(screen.getByRole('button', { name: LISTING_LABELS.clearFilters }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/new_products\?sort=price_desc$/);
  });
});
