import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';

/** Shows the path the router ended on, so a test can see a redirect. */
export function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` at `path` inside a memory router, a fresh query client (no retries, so
 * failures show at once) and a toast container; every other path shows where it landed.
 */
export function renderRoute(
  element: ReactElement,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  // The app's own client and session policy, with no retries so failures show at once.
  const queryClient = createQueryClient({
    navigate: (to, options) => void router.navigate(to, options),
    retry: false,
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders the whole storefront (header, footer and every route) at `at`, as a shopper opens
 * it: for behaviour that needs the app shell, such as the header reading the same cart.
 */
export function renderApp(at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const queryClient = createQueryClient({
    navigate: (to, options) => void router.navigate(to, options),
    retry: false,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fetch stand-in answering by "METHOD path" with JSON, recording every request so a test
 * can check what was sent; `{network: true}` fails as fetch does offline. Unknown calls
 * answer 404 with the call's name. The returned `answers` is the table read at each call, so a
 * test may change an answer half-way (a server that recovers).
 */
export type FakeAnswer = { status?: number; body: unknown } | { network: true };

export function fakeApi(answers: Record<string, FakeAnswer>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const found = answers[`${method} ${url.pathname}`];
    // fetch itself rejects with a TypeError when the network or the server is down.
    if (found && 'network' in found) throw new TypeError('Failed to fetch');
    const answer = found;
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload = answer?.body ?? { success: false, message: `No fake for ${method} ${url.pathname}` };
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, answers };
}

/**
 * A product as the API answers it. Sold one way unless `options` and `variants` are given: then
 * one default variant (`options: {}`) with the product's own price, stock and pictures.
 */
export const sampleProduct = (overrides: Record<string, unknown> = {}) => {
  const product = {
    id: 1,
    _id: 'product-1',
    name: 'Samsung Galaxy A15',
    price: 1299.99,
    image: ['/images/a15.png'],
    category: 'Phone',
    subcategory: 'Android Phone',
    brand: 'Samsung',
    soundSystem: null,
    description: 'A phone.',
    info: [] as string[],
    reviews: 3,
    rating: null,
    TopSellingProduct: false,
    collection: false,
    stock: 10,
    ...overrides,
  };
  const defaultVariant = {
    _id: `${product._id}-default`,
    sku: `SKU-${product.id}`,
    options: {},
    price: product.price,
    stock: product.stock,
    image: product.image,
  };
  return { options: [], variants: [defaultVariant], ...product };
};

/** A cart line as GET /api/cart answers it: the product, the variant it holds (the first unless named), the quantity. */
export function sampleCartItem(
  product: ReturnType<typeof sampleProduct>,
  quantity: number,
  variantIndex = 0,
) {
  const variants = product.variants as { _id: string; sku: string; options: Record<string, string> }[];
  const variant = variants[variantIndex] ?? variants[0]!;
  return { product, variant: { _id: variant._id, sku: variant.sku, options: variant.options }, quantity };
}

/** A phone in two storage sizes and three colours, the 256GB yellow sold out and 128GB yellow not sold. */
export function sampleVariantProduct(overrides: Record<string, unknown> = {}) {
  const variant = (_id: string, storage: string, colour: string, price: number, stock: number) => ({
    _id,
    sku: `A15-${storage}-${colour}`.toUpperCase(),
    options: { Storage: storage, Colour: colour },
    price,
    stock,
    image: [`/images/a15-${colour.toLowerCase()}-1.png`, `/images/a15-${colour.toLowerCase()}-2.png`],
  });
  const variants = [
    variant('variant-128-black', '128GB', 'Black', 1450, 8),
    variant('variant-128-blue', '128GB', 'Blue', 1450, 3),
    variant('variant-256-black', '256GB', 'Black', 1799, 5),
    variant('variant-256-blue', '256GB', 'Blue', 1849, 2),
    variant('variant-256-yellow', '256GB', 'Yellow', 1799, 0),
  ];
  return sampleProduct({
    id: 12,
    _id: 'product-12',
    name: 'Samsung Galaxy A15',
    price: 1450,
    stock: 18,
    image: variants[0]!.image,
    options: [
      { name: 'Storage', values: ['128GB', '256GB'] },
      { name: 'Colour', values: ['Black', 'Blue', 'Yellow'] },
    ],
    variants,
    ...overrides,
  });
}

/**
 * An order as GET /api/orders/order answers it: `quantity` of the sample product, paid online,
 * delivered to Ama Mensah in Accra. Totals follow the line and the fee unless given.
 */
export function sampleOrder(overrides: Record<string, unknown> & { _id: string }, quantity = 1) {
  const { _id: id } = overrides;
  const price = 1299.99;
  const subtotal = Math.round(price * quantity * 100) / 100;
  const shippingFee = (overrides.shippingFee as number | undefined) ?? 30;
  return {
    orderNumber: 'KTG-1001',
    createdAt: '2026-03-01T10:00:00.000Z',
    orderStatus: 'Pending',
    items: [
      {
        _id: `${id}-line`,
        productId: sampleProduct(),
        variant: { _id: 'product-1-default', sku: 'SKU-1', options: {} as Record<string, string> },
        quantity,
        name: 'Samsung Galaxy A15',
        price,
        image: '/images/a15.png',
      },
    ],
    subtotal,
    shippingFee,
    total: Math.round((subtotal + shippingFee) * 100) / 100,
    paymentStatus: 'Paid',
    paymentReference: `REF-${id}`,
    paymentMethod: 'paystack',
    firstName: 'Ama',
    lastName: 'Mensah',
    email: 'ama@example.com',
    street: '12 Oxford Street',
    city: 'Accra',
    state: '',
    zipCode: '',
    country: 'Ghana',
    phoneNumber: '+233241234567',
    cancelReason: null,
    ...overrides,
  };
}
