import { invoicePagePath, type Order } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, sampleOrder } from '../../../test/render-route';
import { OrderCard } from './order-card';

const tax = {
  taxableValue: 1915.83,
  levies: [
    { name: 'NHIL', rate: 2.5, amount: 47.9 },
    { name: 'GETFund', rate: 2.5, amount: 47.9 },
  ],
  vat: { rate: 15, amount: 287.37 },
  untaxedDelivery: 0,
};

function showOrder(overrides: Record<string, unknown> = {}) {
  const order = sampleOrder({ _id: 'order-1', orderStatus: 'In Truck', ...overrides }, 2) as unknown as Order;
  renderRoute(
    <ul>
      <OrderCard
        order={order}
        confirming={false}
        deleting={false}
        onConfirmDelivery={() => {}}
        onDelete={() => {}}
      />
    </ul>,
  );
  return screen.getByTestId('order-card');
}

/** The text of each term and its figure in a definition list, "term: figure". */
const pairs = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

describe('the tax lines, serials and invoice of an order', () => {
  it('shows "Taxes included" with the taxable value, each levy and VAT with its rate', () => {
    const card = showOrder({ tax });
    const block = within(card).getByRole('region', { name: 'Taxes included' });
    expect(pairs(block)).toEqual([
      'Taxable value: GHS 1,915.83',
      'NHIL (2.5 %): GHS 47.90',
      'GETFund (2.5 %): GHS 47.90',
      'VAT (15 %): GHS 287.37',
    ]);
  });

  it('names the delivery left outside the tax when the shop does not tax it', () => {
    const card = showOrder({ tax: { ...tax, untaxedDelivery: 30 } });
    const block = within(card).getByRole('region', { name: 'Taxes included' });
    expect(pairs(block).at(-1)).toBe('Delivery (not taxed): GHS 30.00');
  });

  it('shows no tax lines for a shop that is not VAT-registered', () => {
    const card = showOrder({ tax: null });
    expect(within(card).queryByText('Taxes included')).toBeNull();
  });

  it('lists each unit’s serial with its warranty date under its line', () => {
    const line = sampleOrder({ _id: 'order-1' }, 2).items[0]!;
    const card = showOrder({
      items: [
        {
          ...line,
          serials: [
            { serial: '356938035643809', warrantyUntil: '2027-11-28', state: 'sold' },
            { serial: 'SN-ABC-1234', warrantyUntil: '2027-05-28', state: 'returned' },
          ],
        },
      ],
    });
    const serials = within(card).getByRole('list', { name: 'Serials of Samsung Galaxy A15' });
    expect(
      within(serials)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'IMEI 356938035643809 · warranty until 28 Nov 2027',
      'Serial SN-ABC-1234 · returned to the shop',
    ]);
  });

  it('shows no serial list before the order leaves the shop', () => {
    const card = showOrder();
    expect(within(card).queryByTestId('sold-units')).toBeNull();
  });

  it('links to the printable invoice once the payment settled, and not before', () => {
    const card = showOrder({ invoice: { number: 'INV-000001', issuedAt: '2026-11-28T10:00:00.000Z' } });
    expect(within(card).getByRole('link', { name: 'Invoice INV-000001' })).toHaveAttribute(
      'href',
      invoicePagePath('order-1'),
    );
  });

  it('has no invoice link on an order without an invoice', () => {
    const card = showOrder({ invoice: null });
    expect(within(card).queryByRole('link', { name: /Invoice/ })).toBeNull();
  });
});
