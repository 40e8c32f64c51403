import {
  ADMIN_MESSAGES,
  BRANCH_STOCK_MESSAGES,
  BRANCH_STOCK_TEXTS,
  type BranchStockResponse,
} from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import { BranchStockPanel } from './branch-stock-panel';

const texts = BRANCH_STOCK_TEXTS;
const BLACK = '00000000-0000-4000-8000-000000000001';
const BLUE = '00000000-0000-4000-8000-000000000002';

const grid = (blueAtKumasi = 0): BranchStockResponse => ({
  success: true,
  id: 12,
  name: 'Samsung Galaxy A15',
  branches: [
    { id: 1, name: 'Accra Mall', fillsDelivery: true },
    { id: 2, name: 'Kumasi Adum', fillsDelivery: false },
  ],
  variants: [
    {
      _id: BLACK,
      sku: 'A15-BLK',
      options: { Colour: 'Black' },
      name: 'Samsung Galaxy A15, Black',
      total: 5,
      branches: { '1': 3, '2': 2 },
    },
    {
      _id: BLUE,
      sku: 'A15-BLU',
      options: { Colour: 'Blue' },
      name: 'Samsung Galaxy A15, Blue',
      total: 4 + blueAtKumasi,
      branches: { '1': 4, '2': blueAtKumasi },
    },
  ],
});

function openPanel(answers: Record<string, FakeAnswer>) {
  const fetchMock = vi.fn(
    fakeFetch({ 'GET /api/admin/products/12/branch-stock': { body: grid() }, ...answers }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<BranchStockPanel productId={12} />);
  return fetchMock;
}

const cell = (variant: string, branch: string) => screen.getByLabelText(texts.cellLabel(variant, branch));

describe('Stock by branch, on a product’s page', () => {
  it('shows each variant’s units at each branch and its total', async () => {
    openPanel({});
    expect(await screen.findByRole('heading', { name: texts.gridTitle })).toBeInTheDocument();
    await screen.findAllByTestId('branch-stock-row');
    expect(cell('Black', 'Accra Mall')).toHaveValue(3);
    expect(cell('Black', 'Kumasi Adum')).toHaveValue(2);
    expect(screen.getAllByTestId('branch-stock-total').map((total) => total.textContent)).toEqual(['5', '4']);
    expect(screen.getByRole('button', { name: texts.save })).toBeDisabled();
  });

  it('sends only the changed cells in one Save, and shows the saved figures', async () => {
    const fetchMock = openPanel({
      'PUT /api/admin/products/12/branch-stock': { body: { ...grid(6), message: texts.saved } },
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('branch-stock-row');
    await user.clear(cell('Blue', 'Kumasi Adum'));
    await user.type(cell('Blue', 'Kumasi Adum'), '6');
    // The row's total follows as staff type.
    expect(screen.getAllByTestId('branch-stock-total').map((total) => total.textContent)).toEqual([
      '5',
      '10',
    ]);
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ stock: [{ variantId: BLUE, branchId: 2, stock: 6 }] });
    expect(cell('Blue', 'Kumasi Adum')).toHaveValue(6);
  });

  it('refuses a count that is not a whole number without asking the server, and shows the server’s refusal', async () => {
    const fetchMock = openPanel({
      'PUT /api/admin/products/12/branch-stock': {
        status: 400,
        body: { success: false, message: BRANCH_STOCK_MESSAGES.unknownBranch(2) },
      },
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('branch-stock-row');
    await user.clear(cell('Black', 'Accra Mall'));
    await user.type(cell('Black', 'Accra Mall'), '2.5');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.invalidStock);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.clear(cell('Black', 'Accra Mall'));
    await user.type(cell('Black', 'Accra Mall'), '1');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BRANCH_STOCK_MESSAGES.unknownBranch(2));
  });

  it('moves units in the Move stock dialog and says a refusal there', async () => {
    const fetchMock = openPanel({
      'POST /api/admin/stock-transfers': {
        status: 409,
        body: { success: false, message: BRANCH_STOCK_MESSAGES.branchHolds('Kumasi Adum', 2) },
      },
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('branch-stock-row');
    await user.click(screen.getByRole('button', { name: texts.moveStock }));
    const dialog = screen.getByRole('dialog', { name: texts.moveTitle });
    expect(within(dialog).getByLabelText(texts.moveFrom)).toHaveDisplayValue(texts.holds('Kumasi Adum', 2));
    await user.clear(within(dialog).getByLabelText(texts.moveUnits));
    await user.type(within(dialog).getByLabelText(texts.moveUnits), '3');
    await user.type(within(dialog).getByLabelText(texts.moveNote), 'For the weekend');
    await user.click(within(dialog).getByRole('button', { name: texts.moveSubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      BRANCH_STOCK_MESSAGES.branchHolds('Kumasi Adum', 2),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      variantId: BLACK,
      fromBranchId: 2,
      toBranchId: 1,
      units: 3,
      note: 'For the weekend',
    });
  });
});
