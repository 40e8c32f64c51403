import type { Product } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client';

/** The current location, rendered so tests can read where a component navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a component at `route` inside a router and a fresh query client. */
export function renderWithProviders(element: ReactElement, { route = '/', path = '*' } = {}) {
  // The app's own client and session policy, with no retries so failures show at once.
  const queryClient = createQueryClient({
    navigate: (to, options) => void router.navigate(to, options),
    retry: false,
  });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Replaces fetch with a handler; returns the list of requests it saw. */
export function mockFetch(handler: (request: RecordedRequest) => { status?: number; body: unknown }) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const { status = 200, body } = handler(request);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

let nextId = 1;
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  const product: Product = {
    id,
    _id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: `Product ${id}`,
    price: 1234,
    image: [`/images/demo/product/${id}/1.svg`],
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Samsung',
    soundSystem: null,
    description: 'A dependable everyday phone with a bright screen and a battery that lasts all day.',
    info: ['6.5-inch screen'],
    reviews: 3,
    rating: null,
    TopSellingProduct: false,
    collection: false,
    stock: 10,
    options: [],
    variants: [],
    ...overrides,
  };
  if (product.variants.length > 0) return product;
  // Sold one way: one default variant with the product's own price, stock and pictures.
  const { price, stock, image } = product;
  return {
    ...product,
    variants: [{ _id: `${product._id}-default`, sku: `SKU-${id}`, options: {}, price, stock, image }],
  };
}
