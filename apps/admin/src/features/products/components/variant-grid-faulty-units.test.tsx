import { type AdminVariantsResponse, RETURN_ADMIN_TEXTS } from '@shop/shared';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import { VariantsForm } from './variants-editor';

const answer: AdminVariantsResponse = {
  success: true,
  id: 14,
  name: 'Tecno Spark 20',
  options: [{ name: 'Colour', values: ['Black', 'Gold'] }],
  variants: [
    {
      _id: '00000000-0000-4000-8000-000000000001',
      sku: 'SPARK20-BLK',
      options: { Colour: 'Black' },
      price: 1500,
      stock: 4,
      image: [],
      salePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
      faultyUnits: 2,
    },
    {
      _id: '00000000-0000-4000-8000-000000000002',
      sku: 'SPARK20-GLD',
      options: { Colour: 'Gold' },
      price: 1500,
      stock: 6,
      image: [],
      salePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
    },
  ],
};

describe('the variants grid’s faulty units', () => {
  it('shows each variant’s units taken back faulty beside its stock, and never sends them', async () => {
    const fetchMock = vi.fn(fakeFetch({ 'PUT /api/admin/products/14/variants': { body: answer } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<VariantsForm productId={14} answer={answer} upload={vi.fn()} />);
    const table = screen.getByRole('table', { name: VARIANT_GRID_TEXTS.caption });
    expect(
      within(table).getByRole('columnheader', { name: RETURN_ADMIN_TEXTS.faultyUnits }),
    ).toBeInTheDocument();
    const rowOf = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(rowOf('Black')).getByText('2')).toBeInTheDocument();
    expect(within(rowOf('Gold')).getByText('0')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: VARIANT_GRID_TEXTS.save }));
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(String(init?.body)).not.toContain('faultyUnits');
  });
});
