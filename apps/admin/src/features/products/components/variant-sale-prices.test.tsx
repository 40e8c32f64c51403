import { type AdminVariantsResponse, PROMOTION_ADMIN_TEXTS, VARIANT_MESSAGES } from '@shop/shared';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import { VariantsForm } from './variants-editor';

const texts = PROMOTION_ADMIN_TEXTS;
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const answer: AdminVariantsResponse = {
  success: true,
  id: 7,
  name: 'JBL Flip 6',
  options: [{ name: 'Colour', values: ['Black', 'Red'] }],
  variants: [
    {
      _id: id(1),
      sku: 'FLIP6-BLK',
      options: { Colour: 'Black' },
      price: 1500,
      stock: 4,
      image: [],
      salePrice: 1200,
      saleStartsAt: '2026-11-27T00:00:00.000Z',
      saleEndsAt: null,
    },
    {
      _id: id(2),
      sku: 'FLIP6-RED',
      options: { Colour: 'Red' },
      price: 1500,
      stock: 2,
      image: [],
      salePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
    },
  ],
};

function renderGrid() {
  const fetchMock = vi.fn(
    fakeFetch({
      'PUT /api/admin/products/7/variants': { body: { ...answer, message: VARIANT_MESSAGES.variantsSaved } },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<VariantsForm productId={7} answer={answer} upload={vi.fn()} />);
  const sentBodies = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { sentBodies };
}

/** A `datetime-local` box takes a whole value at once, as a browser's picker gives it. */
const pick = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the grid's sale prices", () => {
  it('shows each variant’s sale as set, and sends a new sale with its start and end as instants', async () => {
    const user = userEvent.setup();
    const { sentBodies } = renderGrid();
    expect(screen.getByLabelText(texts.page.salePriceOf('Black'))).toHaveValue('1200');
    expect(screen.getByLabelText(texts.page.saleEndsOf('Black'))).toHaveValue('');
    expect(screen.getByLabelText(texts.page.salePriceOf('Red'))).toHaveValue('');

    await user.type(screen.getByLabelText(texts.page.salePriceOf('Red')), '1299.50');
    pick(texts.page.saleStartsOf('Red'), '2026-12-01T09:00');
    pick(texts.page.saleEndsOf('Red'), '2026-12-08T09:00');
    // A sale that starts later is set but shoppers still pay the price.
    expect(screen.getAllByText(texts.page.saleNotOn)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.save }));

    expect(await screen.findByText(VARIANT_MESSAGES.variantsSaved)).toBeInTheDocument();
    const [body] = sentBodies();
    expect(body.variants[0]).toMatchObject({
      _id: id(1),
      salePrice: 1200,
      saleStartsAt: new Date('2026-11-27T00:00:00.000Z').toISOString(),
      saleEndsAt: null,
    });
    expect(body.variants[1]).toMatchObject({
      _id: id(2),
      price: 1500,
      salePrice: 1299.5,
      saleStartsAt: new Date('2026-12-01T09:00').toISOString(),
      saleEndsAt: new Date('2026-12-08T09:00').toISOString(),
    });
  });

  it('ends a sale when its price is cleared, dates and all', async () => {
    const user = userEvent.setup();
    const { sentBodies } = renderGrid();
    await user.clear(screen.getByLabelText(texts.page.salePriceOf('Black')));
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.save }));
    expect(await screen.findByText(VARIANT_MESSAGES.variantsSaved)).toBeInTheDocument();
    expect(sentBodies()[0].variants[0]).toMatchObject({
      salePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
    });
  });

  it('refuses a sale price not below the price and a sale that ends before it starts, beside their cells', async () => {
    const user = userEvent.setup();
    const { sentBodies } = renderGrid();
    const redSale = screen.getByLabelText(texts.page.salePriceOf('Red'));
    await user.type(redSale, '1500');
    pick(texts.page.saleStartsOf('Black'), '2026-12-08T09:00');
    pick(texts.page.saleEndsOf('Black'), '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.save }));

    expect(redSale).toHaveAccessibleDescription(texts.sales.salePriceNotBelow);
    expect(screen.getByLabelText(texts.page.saleEndsOf('Black'))).toHaveAccessibleDescription(
      texts.sales.saleWindowOrder,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`Red: ${texts.sales.salePriceNotBelow}`);
    expect(sentBodies()).toEqual([]);
  });
});
