import type { Invoice } from '@shop/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf';
import { toWinAnsi } from './win-ansi-text';

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: texts.join(' ').replace(/\s+/g, ' ') };
}

function invoiceWith(overrides: Partial<Invoice>): Invoice {
  return {
    number: 'INV-000042',
    issuedAt: '2026-11-28T14:05:00.000Z',
    kind: 'invoice',
    seller: {
      legalName: 'Kwik Tech Ghana',
      address: 'Osu, Accra',
      tin: '',
      phone: '+233302000000',
      email: 'hello@example.com',
    },
    buyer: {
      name: 'Ama Mensah',
      phone: '+233241234567',
      email: 'ama@example.com',
      address: '12 Ring Road, Accra, Ghana',
    },
    orderId: '00000000-0000-4000-8000-000000000000',
    orderNumber: 'KTG-1042',
    lines: [
      {
        name: 'Samsung Galaxy A15',
        variant: '128GB, Blue',
        quantity: 1,
        unitPrice: 2199,
        total: 2199,
        warrantyMonths: 12,
        serials: [{ serial: '356938035643809', warrantyUntil: '2027-11-28', state: 'sold' }],
      },
    ],
    subtotal: 2199,
    discount: 0,
    delivery: 30,
    total: 2229,
    tax: null,
    payment: { method: 'Paid online (mobile money or card)', reference: 'ref-42' },
    ...overrides,
  };
}

describe('the invoice PDF', () => {
  it('keeps what Helvetica draws and replaces the rest with plain letters', () => {
    expect(toWinAnsi('Café “Ɔdɔ” – Ŋmɛ')).toBe('Café “Odo” – Ngme');
    expect(toWinAnsi('Price ₵1,200')).toBe('Price GHS 1,200');
    expect(toWinAnsi('Kofi 👍🏾 Ltd\u200d')).toBe('Kofi ?? Ltd');
    expect(toWinAnsi('Tab\there\nnext')).toBe('Tab here next');
  });

  it('prints a name in Ghanaian letters and emoji readably instead of breaking', async () => {
    const bytes = await renderInvoicePdf(
      invoiceWith({
        buyer: {
          name: 'Kwabena Ɔfosu 😀',
          phone: '+233241234567',
          email: 'k@example.com',
          address: 'Ŋkawkaw, Ghana',
        },
      }),
    );
    const { text } = await pdfText(bytes);
    expect(text).toContain('Kwabena Ofosu ?');
    expect(text).toContain('Ngkawkaw, Ghana');
    // The time is Accra's (GMT), the serial and its warranty's last day are under the line.
    expect(text).toContain('28 Nov 2026, 14:05 GMT (Accra)');
    expect(text).toContain('IMEI 356938035643809 · warranty until 28 Nov 2027');
    // An invoice without tax has no tax lines; one without a discount shows none.
    expect(text).not.toContain('Taxable value');
    expect(text).not.toContain('Discount');
  });

  it('runs a long order on to more pages, every line and the total included', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      ...invoiceWith({}).lines[0]!,
      name: `Product number ${index + 1}`,
      serials: [],
    }));
    const { pages, text } = await pdfText(await renderInvoicePdf(invoiceWith({ lines, discount: 10 })));
    expect(pages).toBeGreaterThan(1);
    for (const line of lines) expect(text).toContain(line.name);
    expect(text).toContain('Discount');
    expect(text).toContain('GHS 2,229.00');
  });
});
