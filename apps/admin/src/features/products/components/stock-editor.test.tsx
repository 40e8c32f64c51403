import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import { StockEditor } from './stock-editor';

const product = { id: 7, name: 'Tecno Spark 20', stock: 3 };

function renderEditor() {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(
    fakeFetch({
      'PATCH /api/admin/products/7/stock': {
        body: { success: true, message: ADMIN_MESSAGES.stockSaved, product: undefined },
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <>
      <StockEditor {...product} />
      <button type="button">elsewhere</button>
    </>,
  );
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');

describe('the stock box of the products list', () => {
  it('saves a changed count when staff leave the box without pressing Save', async () => {
    const fetchMock = renderEditor();
    const box = screen.getByRole('spinbutton', { name: ADMIN_TEXTS.products.stockOf(product.name) });
    await userEvent.clear(box);
    await userEvent.type(box, '12');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));

    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(patches(fetchMock)[0]?.[1]?.body))).toEqual({ stock: 12 });
  });

  it('sends nothing when the box is left unchanged, and saves once on Enter', async () => {
    const fetchMock = renderEditor();
    const box = screen.getByRole('spinbutton', { name: ADMIN_TEXTS.products.stockOf(product.name) });
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(patches(fetchMock)).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, '5{Enter}');
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(patches(fetchMock)[0]?.[1]?.body))).toEqual({ stock: 5 });
  });
});
