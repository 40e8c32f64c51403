import { PROMOTION_ADMIN_TEXTS } from '@shop/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import { ProductSaleCard } from './product-sale-card';

const texts = PROMOTION_ADMIN_TEXTS;
const productId = '00000000-0000-4000-8000-000000000011';

function renderCard(answers: Record<string, FakeAnswer>) {
  const fetchMock = vi.fn(fakeFetch(answers));
  vi.stubGlobal('fetch', fetchMock);
  const onDone = vi.fn();
  renderWithProviders(<ProductSaleCard productPublicId={productId} onDone={onDone} />);
  const sent = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { sent, onDone };
}

describe('Put on sale, on a product’s page', () => {
  it('takes a percent off this product from a start to an end, and the grid is told', async () => {
    const { sent, onDone } = renderCard({
      'PUT /api/admin/sales': { body: { success: true, message: texts.sales.applied(3), variants: 3 } },
    });
    expect(screen.getByText(texts.sales.targets.product)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(texts.sales.percentOff), '15');
    fireEvent.change(screen.getByLabelText(texts.sales.startsAt), { target: { value: '2026-11-27T00:00' } });
    fireEvent.change(screen.getByLabelText(texts.sales.endsAt), { target: { value: '2026-11-30T23:59' } });
    await userEvent.click(screen.getByRole('button', { name: texts.sales.apply }));

    expect(await screen.findByText(texts.sales.applied(3))).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(sent('PUT')).toEqual([
      {
        target: 'product',
        value: productId,
        percent: 15,
        startsAt: new Date('2026-11-27T00:00').toISOString(),
        endsAt: new Date('2026-11-30T23:59').toISOString(),
      },
    ]);
  });

  it('refuses a percent over 90 before asking, and ends the sale with the server’s count', async () => {
    const { sent } = renderCard({
      'DELETE /api/admin/sales': { body: { success: true, message: texts.sales.ended(1), variants: 1 } },
    });
    await userEvent.type(screen.getByLabelText(texts.sales.percentOff), '95');
    await userEvent.click(screen.getByRole('button', { name: texts.sales.apply }));
    expect(screen.getByLabelText(texts.sales.percentOff)).toHaveAccessibleDescription(
      texts.errors.percentRange,
    );
    expect(sent('PUT')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: texts.sales.end }));
    expect(await screen.findByText(texts.sales.ended(1))).toBeInTheDocument();
    expect(sent('DELETE')).toEqual([{ target: 'product', value: productId }]);
  });

  it("shows the server's refusal beside the form", async () => {
    renderCard({
      'PUT /api/admin/sales': { status: 404, body: { success: false, message: texts.sales.nothingMatched } },
    });
    await userEvent.type(screen.getByLabelText(texts.sales.percentOff), '10');
    await userEvent.click(screen.getByRole('button', { name: texts.sales.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.sales.nothingMatched);
  });
});
