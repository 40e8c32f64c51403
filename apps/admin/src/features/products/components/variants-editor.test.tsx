import { type AdminVariantsResponse, VARIANT_MESSAGES } from '@shop/shared';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import { VariantsForm } from './variants-editor';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
/** A variant without a sale, as the grid answers and sends it (decision 0062). */
const noSale = { salePrice: null, saleStartsAt: null, saleEndsAt: null };
const answer: AdminVariantsResponse = {
  success: true,
  id: 12,
  name: 'Samsung Galaxy A15',
  options: [
    { name: 'Storage', values: ['128GB', '256GB'] },
    { name: 'Colour', values: ['Black', 'Blue'] },
  ],
  variants: [
    {
      _id: id(1),
      sku: 'A15-128-BLK',
      options: { Storage: '128GB', Colour: 'Black' },
      price: 1450,
      stock: 8,
      image: [],
      ...noSale,
    },
    {
      _id: id(2),
      sku: 'A15-128-BLU',
      options: { Storage: '128GB', Colour: 'Blue' },
      price: 1450,
      stock: 3,
      image: [],
      ...noSale,
    },
    {
      _id: id(3),
      sku: 'A15-256-BLK',
      options: { Storage: '256GB', Colour: 'Black' },
      price: 1799,
      stock: 5,
      image: [],
      ...noSale,
    },
  ],
};

function renderGrid(answers: Record<string, FakeAnswer> = {}) {
  const fetchMock = vi.fn(fakeFetch(answers));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<VariantsForm productId={12} answer={answer} upload={vi.fn()} />);
  const sent = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
      )
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { sent };
}

const rowNames = () =>
  Array.from(
    screen.getByRole('table', { name: VARIANT_GRID_TEXTS.caption }).querySelectorAll('tbody th[scope="row"]'),
    (cell) => cell.textContent,
  );

describe('the variants grid', () => {
  it('shows a row per variant sold, and the combinations not sold apart', () => {
    renderGrid();
    expect(rowNames()).toEqual(['128GB, Black', '128GB, Blue', '256GB, Black']);
    expect(screen.getByLabelText(VARIANT_GRID_TEXTS.priceOf('256GB, Black'))).toHaveValue('1799');
    expect(
      screen.getByRole('button', { name: VARIANT_GRID_TEXTS.sellAgain('256GB, Blue') }),
    ).toBeInTheDocument();
  });

  it('sets the stock of the chosen variants in one call and shows what the server saved', async () => {
    const user = userEvent.setup();
    const saved = {
      ...answer,
      message: VARIANT_MESSAGES.variantStockSaved,
      variants: answer.variants.map((variant) =>
        variant._id === id(2) ? variant : { ...variant, stock: 12 },
      ),
    };
    const { sent } = renderGrid({ 'PATCH /api/admin/products/12/variants/stock': { body: saved } });
    await user.click(screen.getByRole('checkbox', { name: VARIANT_GRID_TEXTS.choose('128GB, Black') }));
    await user.click(screen.getByRole('checkbox', { name: VARIANT_GRID_TEXTS.choose('256GB, Black') }));
    await user.type(screen.getByLabelText(VARIANT_GRID_TEXTS.bulkStock), '12');
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.setStock(2) }));

    expect(await screen.findByText(VARIANT_MESSAGES.variantStockSaved)).toBeInTheDocument();
    expect(sent('PATCH', '/api/admin/products/12/variants/stock')).toEqual([
      {
        stock: [
          { _id: id(1), stock: 12 },
          { _id: id(3), stock: 12 },
        ],
      },
    ]);
    expect(screen.getByLabelText(VARIANT_GRID_TEXTS.stockOf('128GB, Black'))).toHaveValue(12);
    expect(screen.getByLabelText(VARIANT_GRID_TEXTS.stockOf('128GB, Blue'))).toHaveValue(3);
    expect(screen.getByLabelText(VARIANT_GRID_TEXTS.stockOf('256GB, Black'))).toHaveValue(12);
  });

  it('chooses every saved variant at once, and refuses a stock that is not a whole number', async () => {
    const user = userEvent.setup();
    const { sent } = renderGrid();
    await user.click(screen.getByRole('checkbox', { name: VARIANT_GRID_TEXTS.chooseAll }));
    expect(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.setStock(3) })).toBeInTheDocument();
    await user.type(screen.getByLabelText(VARIANT_GRID_TEXTS.bulkStock), '-2');
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.setStock(3) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Stock cannot be negative');
    expect(sent('PATCH', '/api/admin/products/12/variants/stock')).toEqual([]);
  });

  it('a new value adds its combinations as new rows, which are saved with the options', async () => {
    const user = userEvent.setup();
    const { sent } = renderGrid({
      'PUT /api/admin/products/12/variants': { body: { ...answer, message: VARIANT_MESSAGES.variantsSaved } },
    });
    const colours = screen.getByLabelText(VARIANT_GRID_TEXTS.optionValues(2));
    await user.type(colours, ', Yellow');
    expect(rowNames()).toEqual([
      '128GB, Black',
      '128GB, Blue',
      '128GB, Yellow',
      '256GB, Black',
      '256GB, Yellow',
    ]);
    // A new row gets its SKU as the first variant got one; staff may type their own.
    expect(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('256GB, Yellow'))).toHaveValue(
      'SKU-12-256GB-YELLOW',
    );
    await user.clear(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('128GB, Yellow')));
    await user.type(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('128GB, Yellow')), 'A15-128-YEL');
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.removeVariant('256GB, Yellow') }));
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.save }));

    expect(await screen.findByText(VARIANT_MESSAGES.variantsSaved)).toBeInTheDocument();
    const [body] = sent('PUT', '/api/admin/products/12/variants');
    expect(body.options).toEqual([
      { name: 'Storage', values: ['128GB', '256GB'] },
      { name: 'Colour', values: ['Black', 'Blue', 'Yellow'] },
    ]);
    expect(body.variants).toHaveLength(4);
    expect(body.variants[2]).toEqual({
      sku: 'A15-128-YEL',
      options: { Storage: '128GB', Colour: 'Yellow' },
      price: 1450,
      stock: 0,
      image: [],
      ...noSale,
    });
    expect(body.variants[0]).toMatchObject({ _id: id(1), sku: 'A15-128-BLK', price: 1450, stock: 8 });
  });

  it('sends a row sold again with its automatic SKU', async () => {
    const user = userEvent.setup();
    const { sent } = renderGrid({
      'PUT /api/admin/products/12/variants': { body: { ...answer, message: VARIANT_MESSAGES.variantsSaved } },
    });
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.sellAgain('256GB, Blue') }));
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.save }));
    expect(await screen.findByText(VARIANT_MESSAGES.variantsSaved)).toBeInTheDocument();
    expect(sent('PUT', '/api/admin/products/12/variants')[0].variants[3]).toEqual({
      sku: 'SKU-12-256GB-BLUE',
      options: { Storage: '256GB', Colour: 'Blue' },
      price: 1450,
      stock: 0,
      image: [],
      ...noSale,
    });
  });

  it("shows every problem before sending, beside each cell, and the server's refusal as it is", async () => {
    const user = userEvent.setup();
    const refusal = VARIANT_MESSAGES.skuTaken('A15-128-BLU');
    const { sent } = renderGrid({
      'PUT /api/admin/products/12/variants': { status: 409, body: { success: false, message: refusal } },
    });
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.sellAgain('256GB, Blue') }));
    const sku = screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('256GB, Blue'));
    const price = screen.getByLabelText(VARIANT_GRID_TEXTS.priceOf('128GB, Black'));
    await user.clear(sku);
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.save }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('256GB, Blue: SKU is required');
    expect(alert).toHaveTextContent('128GB, Black: Price is required');
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveAccessibleDescription('SKU is required');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Price is required');
    expect(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('128GB, Blue'))).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(sent('PUT', '/api/admin/products/12/variants')).toEqual([]);

    await user.type(sku, 'A15-128-BLU');
    await user.type(price, '1450');
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.save }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(sent('PUT', '/api/admin/products/12/variants')).toHaveLength(1);
    // The grid keeps what staff typed, to be corrected.
    expect(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('256GB, Blue'))).toHaveValue('A15-128-BLU');
    expect(within(document.body).queryByText(VARIANT_MESSAGES.variantsSaved)).not.toBeInTheDocument();
  });
});

describe('a product sold one way', () => {
  it('keeps its one variant as the first combination when it gets its first option', async () => {
    const user = userEvent.setup();
    const lone: AdminVariantsResponse = {
      ...answer,
      options: [],
      variants: [{ _id: id(9), sku: 'SKU-12', options: {}, price: 999, stock: 4, image: [], ...noSale }],
    };
    const fetchMock = vi.fn(fakeFetch({ 'PUT /api/admin/products/12/variants': { body: answer } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<VariantsForm productId={12} answer={lone} upload={vi.fn()} />);
    expect(rowNames()).toEqual([VARIANT_GRID_TEXTS.defaultVariant]);

    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.addOption }));
    await user.type(screen.getByLabelText(VARIANT_GRID_TEXTS.optionName(1)), 'Storage');
    await user.type(screen.getByLabelText(VARIANT_GRID_TEXTS.optionValues(1)), '64GB, 128GB');
    expect(rowNames()).toEqual(['64GB', '128GB']);
    expect(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('64GB'))).toHaveValue('SKU-12');
    await user.type(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('64GB')), '-64');
    expect(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('128GB'))).toHaveValue('SKU-12-128GB');
    await user.clear(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('128GB')));
    await user.type(screen.getByLabelText(VARIANT_GRID_TEXTS.skuOf('128GB')), 'SKU-12-128');
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.save }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.variants).toEqual([
      {
        _id: id(9),
        sku: 'SKU-12-64',
        options: { Storage: '64GB' },
        price: 999,
        stock: 4,
        image: [],
        ...noSale,
      },
      { sku: 'SKU-12-128', options: { Storage: '128GB' }, price: 999, stock: 0, image: [], ...noSale },
    ]);
  });
});
