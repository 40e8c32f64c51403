import { BRANCH_STOCK_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import StockTransfersPage from './stock-transfers-page';

const texts = BRANCH_STOCK_TEXTS;

function openPage(answer: FakeAnswer) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/admin/stock-transfers': answer })));
  renderWithProviders(<StockTransfersPage />);
}

describe('The Stock transfers page', () => {
  it('lists each move: when, who, what, from, to, units and note', async () => {
    openPage({
      body: {
        success: true,
        total: 2,
        page: 1,
        limit: 25,
        transfers: [
          {
            id: 2,
            createdAt: '2026-11-29T10:15:00.000Z',
            staffName: 'Kojo Staff',
            productId: 12,
            variantName: 'Samsung Galaxy A15, 256GB, Blue',
            sku: 'A15-256-BLU',
            fromBranch: 'Kumasi Adum',
            toBranch: 'Accra Mall',
            units: 2,
            note: 'For the Saturday sale',
          },
          {
            id: 1,
            createdAt: '2026-11-28T09:00:00.000Z',
            staffName: null,
            productId: 14,
            variantName: 'JBL Flip 6',
            sku: 'FLIP6',
            fromBranch: 'Accra Mall',
            toBranch: 'Takoradi Market Circle',
            units: 1,
            note: '',
          },
        ],
      },
    });
    const rows = await screen.findAllByTestId('stock-transfer-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [
        '29 Nov 2026, 10:15',
        'Kojo Staff',
        'Samsung Galaxy A15, 256GB, Blue',
        'Kumasi Adum',
        'Accra Mall',
        '2',
        'For the Saturday sale',
      ],
      [
        '28 Nov 2026, 09:00',
        texts.unknownStaff,
        'JBL Flip 6',
        'Accra Mall',
        'Takoradi Market Circle',
        '1',
        '',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'JBL Flip 6' })).toHaveAttribute('href', '/products/14');
  });

  it('says when nothing has been moved yet', async () => {
    openPage({ body: { success: true, total: 0, page: 1, limit: 25, transfers: [] } });
    expect(await screen.findByText(texts.transfersNone)).toBeInTheDocument();
  });
});
