import { ADMIN_MESSAGES, API_MESSAGES, STOCK_ALERT_ADMIN_TEXTS } from '@shop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import { StockAlertWaitingPanel } from './stock-alert-waiting-panel';

const texts = STOCK_ALERT_ADMIN_TEXTS;
const variantId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function openPanel(answer: FakeAnswer) {
  const fetchMock = vi.fn(fakeFetch({ 'GET /api/admin/products/12/stock-alerts': answer }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<StockAlertWaitingPanel productId={12} />);
}

describe('Waiting for stock, on a product’s page', () => {
  it('shows how many shoppers wait in all, and for which variants', async () => {
    openPanel({
      body: {
        success: true,
        waiting: 4,
        variants: [
          { variantId: variantId(1), label: '128GB, Black', waiting: 0 },
          { variantId: variantId(2), label: '256GB, Blue', waiting: 3 },
          { variantId: variantId(3), label: '256GB, Black', waiting: 1 },
        ],
      },
    });
    expect(screen.getByRole('heading', { name: texts.heading })).toBeInTheDocument();
    expect(await screen.findByTestId('stock-alerts-total')).toHaveTextContent('4 shoppers waiting');
    // A variant no one waits for is left out: the list names what restocking would sell.
    expect(screen.getAllByTestId('stock-alerts-variant').map((row) => row.textContent)).toEqual([
      '256GB, Blue3 shoppers waiting',
      '256GB, Black1 shopper waiting',
    ]);
    expect(screen.getByText(texts.note)).toBeInTheDocument();
  });

  it('says no one is waiting when no one is', async () => {
    openPanel({
      body: {
        success: true,
        waiting: 0,
        variants: [{ variantId: variantId(1), label: 'Tecno Spark 20', waiting: 0 }],
      },
    });
    expect(await screen.findByText(texts.none)).toBeInTheDocument();
    expect(screen.queryByTestId('stock-alerts-variant')).toBeNull();
  });

  it("shows the server's refusal in the panel", async () => {
    openPanel({ status: 404, body: { success: false, message: API_MESSAGES.productNotFound } });
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.productNotFound);
  });

  it('says the count could not be loaded when the server cannot be reached', async () => {
    openPanel({ network: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.loadFailed);
  });
});
