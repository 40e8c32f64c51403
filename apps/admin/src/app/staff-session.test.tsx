import { ADMIN_MESSAGES, API_MESSAGES } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { ADMIN_TOKEN_KEY } from '../lib/token';
import { type FakeAnswer, fakeFetch, renderApp } from '../test/render';

const expired: FakeAnswer = { status: 401, body: { success: false, message: API_MESSAGES.tokenInvalid } };

const staffProfile: FakeAnswer = {
  body: {
    success: true,
    user: { name: 'Ama', email: 'ama@example.com', image: null, isAdmin: true, isOwner: false },
    isAdmin: true,
  },
};

const product = {
  id: 7,
  _id: '7',
  name: 'Tecno Spark 20',
  price: 1899.99,
  image: ['/uploads/spark.webp'],
  category: 'Phone',
  subcategory: 'Android Phone',
  brand: 'Tecno',
  soundSystem: null,
  description: 'A big battery and a bright screen.',
  info: [],
  reviews: 0,
  rating: null,
  TopSellingProduct: false,
  collection: false,
  stock: 3,
  tracksSerials: true,
  warrantyMonths: 12,
  options: [],
  variants: [
    {
      _id: '00000000-0000-4000-8000-000000000007',
      sku: 'SKU-7',
      options: {},
      price: 1899.99,
      stock: 3,
      image: ['/uploads/spark.webp'],
    },
  ],
  archived: false,
  archivedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** A signed-in staff member's browser, the API answering `answers` (and the staff profile). */
function openAsStaff(at: string, answers: Record<string, FakeAnswer>) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(fakeFetch({ 'GET /api/user/profile': staffProfile, ...answers }));
  vi.stubGlobal('fetch', fetchMock);
  const requestedPaths = () =>
    fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
  return { ...renderApp(at), requestedPaths };
}

/** The texts of the toasts on screen, so a test sees a second toast too. */
const toastTexts = () =>
  Array.from(document.querySelectorAll('.Toastify__toast'), (toast) => toast.textContent);

async function expectSignedOut(router: ReturnType<typeof renderApp>['router']) {
  expect(await screen.findByRole('heading', { name: ADMIN_MESSAGES.signInTitle })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(paths.signIn);
  expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
}

describe("staff's session and the failures they are shown (one policy on the query caches)", () => {
  it('a 401 from a list (a query) signs staff out and lands on the sign-in page, saying why once', async () => {
    // The token ran out for every call: the orders list and the branches its filters name.
    const { router, requestedPaths } = openAsStaff(paths.orders, {
      'GET /api/admin/orders': expired,
      'GET /api/admin/branches': expired,
    });
    await expectSignedOut(router);
    await waitFor(() => expect(toastTexts()).toEqual([API_MESSAGES.tokenInvalid]));
    // The refused list is not asked again while the sign-in page loads (the cache is cleared under it).
    expect(requestedPaths().filter((path) => path === '/api/admin/orders')).toHaveLength(1);
  });

  it('a 401 from the staff check itself lands on the sign-in page without a toast', async () => {
    const { router } = openAsStaff(paths.dashboard, { 'GET /api/user/profile': expired });
    await expectSignedOut(router);
    expect(toastTexts()).toEqual([]);
  });

  it('a 401 from a save (a mutation) signs staff out and lands on the sign-in page', async () => {
    const user = userEvent.setup();
    const { router } = openAsStaff(paths.deliveryFees, {
      'GET /api/admin/delivery-fees': {
        body: { success: true, deliveryFees: [{ id: 1, city: 'Accra', fee: 30 }] },
      },
      'PUT /api/admin/delivery-fees/1': expired,
    });
    const fee = await screen.findByLabelText('Fee in GHS for Accra');
    await user.clear(fee);
    await user.type(fee, '35');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectSignedOut(router);
    await waitFor(() => expect(toastTexts()).toEqual([API_MESSAGES.tokenInvalid]));
  });

  it("a refused save shows the server's message as a toast and keeps staff on the page", async () => {
    const user = userEvent.setup();
    const { router } = openAsStaff(paths.deliveryFees, {
      'GET /api/admin/delivery-fees': {
        body: { success: true, deliveryFees: [{ id: 1, city: 'Accra', fee: 30 }] },
      },
      'POST /api/admin/delivery-fees': {
        status: 409,
        body: { success: false, message: API_MESSAGES.cityTaken },
      },
    });
    await user.type(await screen.findByLabelText('City of new city'), 'Accra');
    await user.type(screen.getByLabelText('Fee in GHS for new city'), '25');
    await user.click(screen.getByRole('button', { name: 'Add city' }));

    await waitFor(() => expect(toastTexts()).toEqual([API_MESSAGES.cityTaken]));
    expect(router.state.location.pathname).toBe(paths.deliveryFees);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('staff-token');
  });

  it('the product form shows a refused save beside the field it names, with no toast', async () => {
    const user = userEvent.setup();
    const message = 'Price may be at most 10000000';
    openAsStaff(paths.editProduct(product.id), {
      'GET /api/admin/products/7': { body: { success: true, product } },
      'GET /api/admin/products/7/variants': {
        body: {
          success: true,
          id: 7,
          name: product.name,
          options: [],
          // The grid's rows carry their sale (decision 0062); this one has none.
          variants: product.variants.map((variant) => ({
            ...variant,
            salePrice: null,
            saleStartsAt: null,
            saleEndsAt: null,
          })),
        },
      },
      'PUT /api/admin/products/7': { status: 400, body: { success: false, message } },
      // The form's menus: the lists staff keep (Brands & categories).
      'GET /api/admin/catalogue-lists': {
        body: {
          success: true,
          brands: [{ id: 1, name: product.brand, products: 1 }],
          categories: [{ id: 1, name: product.category, products: 1 }],
          subcategories: [{ id: 1, name: product.subcategory, products: 1, categories: [product.category] }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save product' }));

    await waitFor(() => expect(screen.getByLabelText('Price (GHS)')).toHaveAccessibleDescription(message));
    expect(toastTexts()).toEqual([]);
  });

  it("says 'could not load' on the page and in a toast when the server cannot be reached", async () => {
    openAsStaff(paths.dashboard, { 'GET /api/admin/dashboard': { network: true } });
    expect(await screen.findByText(ADMIN_MESSAGES.loadFailed, { selector: 'main p' })).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toEqual([ADMIN_MESSAGES.loadFailed]));
  });
});
