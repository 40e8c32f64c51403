import { DISCOUNT_TEXTS, invoicePagePath, ORDER_LABELS, type Order, REVIEW_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, sampleOrder, sampleProduct } from '../../../test/render-route';
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

describe('the discount and sale prices of an order (decision 0062)', () => {
  const line = sampleOrder({ _id: 'order-1' }, 2).items[0]!;
  const blackFriday = {
    code: 'BLACKFRIDAY',
    description: '10 % off everything',
    amount: 260,
    freeDelivery: false,
    deliveryAmount: 0,
  };

  it('shows the discount line between the subtotal and the delivery fee, with the total paid', () => {
    const card = showOrder({ discount: blackFriday, subtotal: 2599.98, shippingFee: 30, total: 2369.98 });
    const figures = within(card).getByTestId('order-subtotal').closest('dl')!;
    expect(pairs(figures).slice(0, 4)).toEqual([
      `${ORDER_LABELS.subtotal}: GHS 2,599.98`,
      `${DISCOUNT_TEXTS.line('BLACKFRIDAY', '10 % off everything')}: GHS -260.00`,
      `${ORDER_LABELS.deliveryFee}: GHS 30.00`,
      `${ORDER_LABELS.total}: GHS 2,369.98`,
    ]);
  });

  it('shows a free delivery on the fee, the waived fee struck through', () => {
    const freeShipping = { ...blackFriday, code: 'FREESHIP', description: 'Free delivery', amount: 0 };
    const card = showOrder({
      discount: { ...freeShipping, freeDelivery: true, deliveryAmount: 30 },
      shippingFee: 0,
    });
    expect(within(card).getByTestId('order-fee')).toHaveTextContent(
      `GHS 30.00 ${DISCOUNT_TEXTS.freeDelivery}`,
    );
  });

  it('has no discount line on an order without one', () => {
    const card = showOrder({ discount: null });
    expect(within(card).queryByTestId('discount-line')).toBeNull();
  });

  it('shows an item bought on sale at the price paid with its regular price struck through', () => {
    const card = showOrder({ items: [{ ...line, price: 1099.99, regularPrice: 1299.99 }] });
    expect(within(card).getByTestId('order-item-price')).toHaveTextContent('GHS 1,099.99');
    expect(within(card).getByTestId('regular-price')).toHaveTextContent('GHS 1,299.99');
    expect(within(card).getByText(DISCOUNT_TEXTS.save('GHS 200.00'))).toBeInTheDocument();
  });

  it('shows an item bought at its regular price alone', () => {
    const card = showOrder();
    expect(within(card).getByTestId('order-item-price')).toHaveTextContent('GHS 1,299.99');
    expect(within(card).queryByTestId('regular-price')).toBeNull();
  });
});

describe('the review links of an order (decision 0064)', () => {
  it('offers to review each product of a delivered order', () => {
    const line = sampleOrder({ _id: 'order-1' }).items[0]!;
    const card = showOrder({
      orderStatus: 'Delivered',
      items: [
        line,
        { ...line, _id: 'order-1-line-2', productId: sampleProduct({ id: 12 }), name: 'Tecno Spark' },
      ],
    });
    const links = within(card).getAllByRole('link', { name: new RegExp(`^${REVIEW_TEXTS.reviewThis}`) });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/review/1', '/review/12']);
    // Each link names its product to a screen reader, so two lines' links never read alike.
    expect(links.map((link) => link.textContent)).toEqual([
      `${REVIEW_TEXTS.reviewThis}: ${line.name}`,
      `${REVIEW_TEXTS.reviewThis}: Tecno Spark`,
    ]);
  });

  it('offers none before the order is delivered', () => {
    const card = showOrder({ orderStatus: 'In Truck' });
    expect(within(card).queryByRole('link', { name: new RegExp(`^${REVIEW_TEXTS.reviewThis}`) })).toBeNull();
  });
});
