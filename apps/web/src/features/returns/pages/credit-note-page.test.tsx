import { CREDIT_NOTE_LABELS, RETURN_TEXTS } from '@shop/shared';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute } from '../../../test/render-route';
import CreditNotePage from './credit-note-page';

const creditNote = {
  number: 'CRN-000001',
  issuedAt: '2026-12-02T10:30:00.000Z',
  invoiceNumber: 'INV-000042',
  orderNumber: 'KTG-1042',
  returnNumber: 'RET-101',
  kind: 'tax-credit-note',
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
  lines: [
    {
      name: 'Samsung Galaxy A15',
      variant: '128GB, Blue',
      quantity: 1,
      serials: ['356938035643809'],
      amount: 1269.99,
    },
  ],
  goods: 1269.99,
  delivery: 30,
  total: 1299.99,
  tax: {
    taxableValue: 1083.14,
    levies: [
      { name: 'NHIL', rate: 2.5, amount: 27.08 },
      { name: 'GETFund', rate: 2.5, amount: 27.08 },
    ],
    vat: { rate: 15, amount: 162.69 },
    untaxedDelivery: 0,
  },
  method: 'paystack',
  reference: 'PSK-RFD-9',
};

const PAGE = { path: '/credit_note/:orderId/:number', at: '/credit_note/order-7/CRN-000001' };

function openCreditNote(answer: FakeAnswer = { body: { success: true, creditNote } }) {
  window.localStorage.setItem('token', 'shopper-token');
  const api = fakeApi({ 'GET /api/orders/order-7/credit-notes/CRN-000001': answer });
  renderRoute(<CreditNotePage />, PAGE);
  return api;
}

const pairs = (list: Element) =>
  [...list.querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );

describe('/credit_note/:orderId/:number', () => {
  it('lays out the number, the invoice it is against, the parties, the lines, the total and how it was refunded', async () => {
    openCreditNote();
    expect(
      await screen.findByRole('heading', { level: 1, name: CREDIT_NOTE_LABELS.title }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('credit-note-number')).toHaveTextContent('CRN-000001');
    expect(screen.getByText('INV-000042')).toBeInTheDocument();
    expect(screen.getByText('RET-101')).toBeInTheDocument();
    expect(screen.getByText('2 Dec 2026, 10:30 GMT (Accra)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Billed to' })).getByText('Ama Mensah'),
    ).toBeInTheDocument();

    const [line] = screen.getAllByTestId('credit-note-line');
    expect([...line!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Samsung Galaxy A15128GB, BlueIMEI 356938035643809',
      '1',
      'GHS 1,269.99',
    ]);
    expect(screen.getByTestId('credit-note-delivery')).toHaveTextContent('GHS 30.00');
    expect(screen.getByTestId('credit-note-total')).toHaveTextContent('GHS 1,299.99');
    expect(pairs(screen.getByRole('region', { name: 'Taxes included' }))).toEqual([
      'Taxable value: GHS 1,083.14',
      'NHIL (2.5 %): GHS 27.08',
      'GETFund (2.5 %): GHS 27.08',
      'VAT (15 %): GHS 162.69',
    ]);
    expect(screen.getByText('Paystack (back to the card or wallet)')).toBeInTheDocument();
    expect(screen.getByText('PSK-RFD-9')).toBeInTheDocument();
  });

  it('shows the server’s words for a credit note that is not the shopper’s', async () => {
    openCreditNote({ status: 404, body: { success: false, message: 'Credit note not found.' } });
    expect(await screen.findByTestId('credit-note-not-found')).toHaveTextContent('Credit note not found.');
    expect(screen.getByRole('link', { name: INVOICE_PAGE_TEXTS.backToOrders })).toHaveAttribute(
      'href',
      '/track_order',
    );
  });

  it('downloads the PDF with the shopper’s token under the credit note’s name', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openCreditNote();
    await screen.findByTestId('credit-note-number');
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="CRN-000001.pdf"' },
        }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:credit-note');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: RETURN_TEXTS.downloadCreditNote }));
    await waitFor(() => expect(saved).toEqual(['CRN-000001.pdf']));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/orders/order-7/credit-notes/CRN-000001.pdf');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer shopper-token');
  });

  it('Print opens the browser’s print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    openCreditNote();
    await userEvent.click(await screen.findByRole('button', { name: INVOICE_PAGE_TEXTS.print }));
    expect(print).toHaveBeenCalledOnce();
  });
});
