import { ADMIN_MESSAGES, ADMIN_TEXTS, type ProductImportResponse } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import CatalogueTransferPage from './catalogue-transfer-page';

const TEXTS = ADMIN_TEXTS.catalogueTransfer;

const report = (values: Partial<ProductImportResponse>): ProductImportResponse => ({
  success: true,
  applied: false,
  message: '',
  created: 0,
  changed: 0,
  unchanged: 0,
  errors: 0,
  rows: [],
  ...values,
});

const refused = report({
  message: ADMIN_MESSAGES.importRefused(1),
  created: 1,
  errors: 1,
  rows: [
    { row: 2, id: null, name: 'Speaker', action: 'create', changes: [], errors: [] },
    { row: 3, id: 9, name: 'Phone', action: 'error', changes: [], errors: ['price must be a number.'] },
  ],
});
const checked = report({
  message: ADMIN_MESSAGES.importDryRun(1, 1),
  created: 1,
  changed: 1,
  unchanged: 1,
  rows: [
    { row: 2, id: null, name: 'Speaker', action: 'create', changes: [], errors: [] },
    { row: 3, id: 9, name: 'Phone', action: 'change', changes: ['price', 'stock'], errors: [] },
    { row: 4, id: 10, name: 'Tablet', action: 'unchanged', changes: [], errors: [] },
  ],
});
const applied = report({ ...checked, applied: true, message: ADMIN_MESSAGES.importApplied(1, 1) });

function openWith(answers: ProductImportResponse[]) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const body = answers.shift()!;
    return fakeFetch({ 'POST /api/admin/products/import': { body } })(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CatalogueTransferPage />, { path: '/products/import' });
  return bodies;
}

const chooseFile = (text: string) =>
  userEvent.upload(
    screen.getByLabelText(TEXTS.fileLabel),
    new File([text], 'products.csv', { type: 'text/csv' }),
  );

describe('the catalogue import screen', () => {
  it('lists the rows with errors and offers no apply', async () => {
    const bodies = openWith([refused]);
    await chooseFile('name,price\nPhone,x');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.check }));
    expect(await screen.findByText(ADMIN_MESSAGES.importRefused(1))).toBeInTheDocument();
    const errorRow = screen.getByText('price must be a number.').closest('tr') as HTMLElement;
    expect(within(errorRow).getByText(TEXTS.actions.error)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
    expect(bodies).toEqual([{ csv: 'name,price\nPhone,x', apply: false }]);
  });

  it('checks first, then applies the same file', async () => {
    const bodies = openWith([checked, applied]);
    await chooseFile('the file');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.check }));
    expect(await screen.findByText(ADMIN_MESSAGES.importDryRun(1, 1))).toBeInTheDocument();
    expect(screen.getByText('price, stock')).toBeInTheDocument();
    // Rows that change nothing are one click away, not in the way.
    expect(screen.queryByText('Tablet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.showUnchanged(1) }));
    expect(screen.getByText('Tablet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: TEXTS.apply(2) }));
    expect(await screen.findByText(ADMIN_MESSAGES.importApplied(1, 1))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
    expect(bodies).toEqual([
      { csv: 'the file', apply: false },
      { csv: 'the file', apply: true },
    ]);
  });

  it('downloads the products and the variants as CSV files with the staff token', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    const csv = { status: 200, body: 'id,name\n' };
    const fetchMock = vi.fn(
      fakeFetch({ 'GET /api/admin/products.csv': csv, 'GET /api/admin/variants.csv': csv }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs and saves nothing; the names the browser would save under are kept.
    URL.createObjectURL = vi.fn(() => 'blob:catalogue');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<CatalogueTransferPage />, { path: '/products/import' });
    const today = new Date().toISOString().slice(0, 10);

    await userEvent.click(screen.getByRole('button', { name: TEXTS.exportVariantsButton }));
    await vi.waitFor(() => expect(saved).toEqual([`variants-${today}.csv`]));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.exportButton }));
    await vi.waitFor(() => expect(saved).toEqual([`variants-${today}.csv`, `products-${today}.csv`]));
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.headers])).toEqual([
      ['/api/admin/variants.csv', { Authorization: 'Bearer staff-token' }],
      ['/api/admin/products.csv', { Authorization: 'Bearer staff-token' }],
    ]);
  });
});
