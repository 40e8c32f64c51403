import { DEFAULT_TAX_RATES, type InvoiceDocument, splitTaxInclusive } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { IssuedInvoice } from '../invoices';
import type { OrderItemRow, OrderRow } from '../orders';
import { buildCreditNoteDocument, type CreditNoteSource } from './credit-note';
import type { RefundRow } from './refund-repository';
import type { ReturnRow, ReturnUnitRow } from './return-repository';

const ORDER_ID = '00000000-0000-4000-8000-000000000001';
const LINE_ID = '00000000-0000-4000-8000-000000000002';

const order = {
  id: ORDER_ID,
  number: 1042,
  firstName: 'Ama',
  lastName: 'Mensah',
  phoneNumber: '+233241234567',
  email: 'ama@example.com',
  street: '12 Ring Road',
  city: 'Accra',
  digitalAddress: '',
  country: 'Ghana',
} as OrderRow;

/** Three GHS 100 earbuds, GHS 10.01 off the line. */
const line = {
  id: LINE_ID,
  name: 'Oraimo FreePods 4',
  variantOptions: { Colour: 'Black' },
  unitPricePesewas: 10_000,
  quantity: 3,
  discountPesewas: 1_001,
  variantId: 7,
} as unknown as OrderItemRow;

function invoiceWith(tax: InvoiceDocument['tax']): IssuedInvoice {
  return {
    number: 42,
    orderId: ORDER_ID,
    issuedAt: new Date('2026-11-20T10:00:00Z'),
    document: {
      kind: tax ? 'tax-invoice' : 'invoice',
      seller: {
        legalName: 'Kwik Tech Ghana Ltd',
        address: 'Osu, Accra',
        tin: 'C0012345678',
        phone: '',
        email: '',
      },
      buyer: { name: 'Ama Mensah', phone: '+233241234567', email: 'ama@example.com', address: 'Accra' },
      orderNumber: 'KTG-1042',
      lines: [],
      subtotalPesewas: 30_000,
      discountPesewas: 1_001,
      deliveryPesewas: 2_000,
      totalPesewas: 30_999,
      tax,
      payment: { method: 'Paid online (mobile money or card)', reference: 'ref-1' },
    },
  };
}

function sourceWith(overrides: Partial<CreditNoteSource>): CreditNoteSource {
  return {
    order,
    lines: [line],
    request: { id: 5, number: 105 } as ReturnRow,
    units: [{ orderItemId: LINE_ID, quantity: 2, soldUnitId: 9 } as ReturnUnitRow],
    refund: {
      goodsPesewas: 0,
      deliveryPesewas: 2_000,
      amountPesewas: 0,
      method: 'paystack',
      reference: null,
    } as RefundRow,
    refundedBefore: new Map([[LINE_ID, 1]]),
    invoice: undefined,
    serialOf: new Map([[9, '356938035643809']]),
    storeInfo: undefined,
    ...overrides,
  };
}

describe('the credit note of a refund', () => {
  it("pays each line's next units' paid share, and splits the refund with the invoice's rates, delivery outside when it was untaxed", () => {
    // Units 2 and 3 of the line: GHS 100 less their shares of the GHS 10.01 off (3.34 went to unit 1).
    const goods = 10_000 - 334 + 10_000 - 333;
    const refund = {
      goodsPesewas: goods,
      deliveryPesewas: 2_000,
      amountPesewas: goods + 2_000,
      method: 'paystack',
      reference: null,
    };
    const taxed = splitTaxInclusive(28_999, DEFAULT_TAX_RATES);
    const document = buildCreditNoteDocument(
      sourceWith({
        refund: refund as RefundRow,
        invoice: invoiceWith({ split: taxed, taxedPesewas: 28_999, untaxedPesewas: 2_000 }),
      }),
    );
    expect(document).toMatchObject({
      kind: 'tax-credit-note',
      invoiceNumber: 'INV-000042',
      orderNumber: 'KTG-1042',
      returnNumber: 'RET-105',
      seller: { legalName: 'Kwik Tech Ghana Ltd', tin: 'C0012345678' },
      lines: [
        {
          name: 'Oraimo FreePods 4',
          variant: 'Black',
          quantity: 2,
          serials: ['356938035643809'],
          amountPesewas: goods,
        },
      ],
      goodsPesewas: goods,
      deliveryPesewas: 2_000,
      totalPesewas: goods + 2_000,
    });
    expect(document.tax).toEqual({
      split: splitTaxInclusive(goods, DEFAULT_TAX_RATES),
      taxedPesewas: goods,
      untaxedPesewas: 2_000,
    });
  });

  it('without an invoice it is a plain credit note of the order, with no tax lines', () => {
    const refund = {
      goodsPesewas: 9_666,
      deliveryPesewas: 0,
      amountPesewas: 9_666,
      method: 'cash',
      reference: 'RCPT-9',
    };
    const document = buildCreditNoteDocument(
      sourceWith({
        refund: refund as RefundRow,
        units: [{ orderItemId: LINE_ID, quantity: 1, soldUnitId: null } as ReturnUnitRow],
      }),
    );
    expect(document).toMatchObject({
      kind: 'credit-note',
      invoiceNumber: null,
      buyer: { name: 'Ama Mensah', address: '12 Ring Road, Accra, Ghana' },
      lines: [{ quantity: 1, serials: [], amountPesewas: 9_666 }],
      tax: null,
      method: 'cash',
      reference: 'RCPT-9',
    });
  });
});
