import { ORDER_MESSAGES } from '@shop/shared';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../test/render-route';
import InvoicePage from './invoice-page';

const invoice = {
  number: 'INV-000042',
  issuedAt: '2026-11-28T14:05:00.000Z',
  kind: 'tax-invoice',
  seller: {
    legalName: 'Kwik Tech Ghana Ltd',
    address: '12 Ring Road, Accra',
    tin: 'C0012345678',
    phone: '+233 30 123 4567',
    email: 'sales@kwiktech.example',
  },
  buyer: {
    name: 'Ama Mensah',
    phone: '+233241234567',
    email: 'ama@example.com',
    address: '5 Oxford Street, Accra',
  },
  orderId: 'order-7',
  orderNumber: 'KTG-1042',
  lines: [
    {
      name: 'Samsung Galaxy A15',
      variant: '128GB, Blue',
      quantity: 1,
      unitPrice: 2269,
      total: 2269,
      warrantyMonths: 12,
      serials: [{ serial: '356938035643809', warrantyUntil: '2027-11-28', state: 'sold' }],
    },
  ],
  subtotal: 2269,
  discount: 0,
  delivery: 30,
  total: 2299,
  tax: {
    taxableValue: 1915.83,
    levies: [
      { name: 'NHIL', rate: 2.5, amount: 47.9 },
      { name: 'GETFund', rate: 2.5, amount: 47.9 },
    ],
    vat: { rate: 15, amount: 287.37 },
    untaxedDelivery: 0,
  },
  payment: { method: 'Paid online (mobile money or card)', reference: 'PSK-REF-123' },
};

function openInvoice(answer: { status?: number; body: unknown } = { body: { success: true, invoice } }) {
  window.localStorage.setItem('token', 'shopper-token');
  const api = fakeApi({ 'GET /api/orders/order-7/invoice': answer });
  const view = renderRoute(<InvoicePage />, { path: '/invoice/:orderId', at: '/invoice/order-7' });
  return { ...api, ...view };
}

const pairs = (list: Element) =>
  [...list.querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

describe('/invoice/:orderId', () => {
  it('sends a visitor to log in, to come back here', async () => {
    fakeApi({});
    renderRoute(<InvoicePage />, { path: '/invoice/:orderId', at: '/invoice/order-7' });
    expect(await screen.findByText(ORDER_MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
    expect(JSON.parse(window.sessionStorage.getItem('return-after-login') ?? '{}').path).toBe(
      '/invoice/order-7',
    );
  });

  it('lays out the seller, the buyer, the number, the date in Accra, the lines, the figures and the payment', async () => {
    openInvoice();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('INV-000042');
    expect(screen.getByTestId('invoice-issued-at')).toHaveTextContent('28 Nov 2026, 14:05 GMT (Accra)');
    expect(screen.getByText('KTG-1042')).toBeInTheDocument();

    const seller = screen.getByRole('region', { name: 'From' });
    for (const text of [
      'Kwik Tech Ghana Ltd',
      '12 Ring Road, Accra',
      'TIN: C0012345678',
      'Phone: +233 30 123 4567',
    ])
      expect(within(seller).getByText(text)).toBeInTheDocument();
    expect(within(seller).getByText('E-mail: sales@kwiktech.example')).toBeInTheDocument();
    const buyer = screen.getByRole('region', { name: 'Billed to' });
    for (const text of [
      'Ama Mensah',
      '5 Oxford Street, Accra',
      'Phone: +233241234567',
      'E-mail: ama@example.com',
    ])
      expect(within(buyer).getByText(text)).toBeInTheDocument();

    const [line] = screen.getAllByTestId('invoice-line');
    expect([...line!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Samsung Galaxy A15128GB, BlueWarranty: 12 monthsIMEI 356938035643809 · warranty until 28 Nov 2027',
      '1',
      'GHS 2,269.00',
      'GHS 2,269.00',
    ]);

    expect(screen.getByTestId('invoice-total')).toHaveTextContent('GHS 2,299.00');
    expect(screen.queryByTestId('invoice-discount')).toBeNull();
    expect(pairs(screen.getByRole('region', { name: 'Taxes included' }))).toEqual([
      'Taxable value: GHS 1,915.83',
      'NHIL (2.5 %): GHS 47.90',
      'GETFund (2.5 %): GHS 47.90',
      'VAT (15 %): GHS 287.37',
    ]);
    expect(screen.getByText('Paid online (mobile money or card)')).toBeInTheDocument();
    expect(screen.getByText('PSK-REF-123')).toBeInTheDocument();
  });

  it('shows a discount when there is one, and no tax lines on an invoice without tax', async () => {
    openInvoice({
      body: { success: true, invoice: { ...invoice, kind: 'invoice', tax: null, discount: 50 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-discount')).toHaveTextContent('GHS -50.00');
    expect(screen.queryByText('Taxes included')).toBeNull();
  });

  it('shows the server’s words for an order that has no invoice or is not the shopper’s', async () => {
    openInvoice({ status: 404, body: { success: false, message: 'This order has no invoice.' } });
    expect(await screen.findByTestId('invoice-not-found')).toHaveTextContent('This order has no invoice.');
    expect(screen.getByRole('link', { name: INVOICE_PAGE_TEXTS.backToOrders })).toHaveAttribute(
      'href',
      '/track_order',
    );
  });

  it('Print opens the browser’s print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    openInvoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('Download PDF fetches the PDF with the shopper’s token and saves it under the invoice’s name', async () => {
    const { fetchMock } = openInvoice();
    await screen.findByTestId('invoice-number');
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="INV-000042.pdf"' },
        }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['INV-000042.pdf']));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/orders/order-7/invoice.pdf');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer shopper-token');
  });

  it('says so when the PDF cannot be downloaded', async () => {
    const { fetchMock } = openInvoice();
    await screen.findByTestId('invoice-number');
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(INVOICE_PAGE_TEXTS.downloadFailed)).toBeInTheDocument();
  });
});
