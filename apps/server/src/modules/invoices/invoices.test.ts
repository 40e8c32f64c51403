import {
  DEFAULT_TAX_SETTINGS,
  formatGhs,
  formatInvoiceNumber,
  type Invoice,
  invoiceResponseSchema,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { INVOICE_MESSAGES } from '@shop/shared/invoice-texts';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, expect, it } from 'vitest';
import { insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import {
  cartFigures,
  expireHold,
  firstDeliveryCity,
  startBody,
  startCheckout,
  testCharge,
} from '../../../test/helpers/checkout';
import {
  fillCart,
  moveOrder,
  newShopper,
  newStaff,
  placeOnDelivery,
  recordOutcome,
} from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase, testConfig } from '../../../test/helpers/test-app';
import type { Shopper } from '../../../test/helpers/users';
import { buildApp } from '../../app';
import { documentCounters, invoices, products } from '../../db/schema';
import { sweepCheckouts } from '../orders';
import { saveTaxSettings } from '../taxes';

const LEGAL_NAME = 'Kwik Tech Ghana Limited';
const TIN = 'C0012345678';
const REGISTERED = { ...DEFAULT_TAX_SETTINGS, registered: true, tin: TIN, legalName: LEGAL_NAME };

/** Every piece of text on every page of the PDF, joined by spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

describeEachDatabase(
  'invoices: issued when payment settles, read by the buyer and staff',
  { seed: true },
  (context) => {
    let staff: { token: string };
    /** The demo shop's sold orders hold the first numbers; this suite's go on from the last of them. */
    let seeded: number;
    /** The invoice number the suite's n-th settled order takes (1 for its first). */
    const nth = (n: number) => formatInvoiceNumber(seeded + n);
    beforeAll(async () => {
      staff = await newStaff(context, 'Kojo Staff');
      await saveTaxSettings(context.database.db, REGISTERED);
      const [counter] = await context.database.db
        .select()
        .from(documentCounters)
        .where(eq(documentCounters.series, 'invoice'));
      seeded = counter!.lastNumber;
    });

    const newProduct = (name: string, pricePesewas: number) =>
      insertTestProduct(context.database.db, { name, pricePesewas, stock: 50 });

    /** The shopper's cart checked out and paid online (the built-in test provider, then verify). */
    async function payFor(shopper: Shopper, lines: [{ publicId: string }, number][]): Promise<string> {
      await fillCart(context.app, shopper, lines);
      const city = await firstDeliveryCity(context.app);
      const figures = await cartFigures(context.app, shopper.token, city);
      const started = startCheckoutResponseSchema.parse(
        (await startCheckout(context.app, shopper, startBody(shopper, figures, city.city))).body,
      );
      await testCharge(context.app, shopper, started.payment.accessCode);
      const verified = await call(context.app, 'POST', '/api/payments/verify', {
        token: shopper.token,
        body: { reference: started.payment.reference },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      return started.orderId;
    }

    const getInvoice = (path: string, token: string) => call(context.app, 'GET', path, { token });
    /** The invoice as the shopper's route answers it, or the staff route's with a staff token. */
    async function invoiceOf(orderId: string, token: string): Promise<Invoice> {
      const prefix = token === staff.token ? '/api/admin' : '/api';
      const answer = await getInvoice(`${prefix}/orders/${orderId}/invoice`, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return invoiceResponseSchema.parse(answer.body).invoice;
    }
    const pdfOf = (orderId: string, token: string, prefix = '/api') =>
      context.app.inject({
        method: 'GET',
        url: `${prefix}/orders/${orderId}/invoice.pdf`,
        headers: { authorization: `Bearer ${token}` },
      });
    const invoiceRows = (orderId: string) =>
      context.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));

    let firstOrder: { id: string; shopper: Shopper; invoice: Invoice };

    it('numbers a settled order with the next number of the series (INV-000001 on a new shop) and the next one after it, with the whole tax invoice', async () => {
      const shopper = await newShopper(context);
      const phone = await newProduct('Samsung Galaxy A15', 219_900);
      const cable = await newProduct('Anker USB-C Cable', 4_550);
      const orderId = await payFor(shopper, [
        [phone, 1],
        [cable, 3],
      ]);
      const invoice = await invoiceOf(orderId, shopper.token);
      expect(invoice).toMatchObject({
        number: nth(1),
        kind: 'tax-invoice',
        orderId,
        seller: { legalName: LEGAL_NAME, tin: TIN },
        buyer: { name: 'Ama Mensah', email: shopper.email },
        payment: { method: 'Paid online (mobile money or card)' },
      });
      expect(invoice.buyer.address).toContain('Oxford Street');
      expect(
        invoice.lines.map(({ name, quantity, unitPrice, total }) => ({ name, quantity, unitPrice, total })),
      ).toEqual([
        { name: 'Anker USB-C Cable', quantity: 3, unitPrice: 45.5, total: 136.5 },
        { name: 'Samsung Galaxy A15', quantity: 1, unitPrice: 2199, total: 2199 },
      ]);
      expect(invoice.subtotal).toBe(2335.5);
      expect(invoice.total).toBe(invoice.subtotal + invoice.delivery);
      // The tax lines add up to the total, to the pesewa.
      const tax = invoice.tax!;
      const taxPesewas = [tax.taxableValue, ...tax.levies.map((levy) => levy.amount), tax.vat.amount];
      expect(taxPesewas.reduce((sum, cedis) => sum + Math.round(cedis * 100), 0)).toBe(
        Math.round(invoice.total * 100),
      );
      expect(tax.levies.map((levy) => `${levy.name} ${levy.rate}`)).toEqual(['NHIL 2.5', 'GETFund 2.5']);
      firstOrder = { id: orderId, shopper, invoice };

      const next = await payFor(await newShopper(context), [[cable, 1]]);
      expect((await invoiceOf(next, staff.token)).number).toBe(nth(2));
    });

    it('answers the PDF with the seller, TIN, buyer, each line, the tax lines and the total', async () => {
      const { id, shopper, invoice } = firstOrder;
      const response = await pdfOf(id, shopper.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${nth(1)}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'Tax invoice',
        nth(1),
        LEGAL_NAME,
        `TIN: ${TIN}`,
        'Ama Mensah',
        shopper.email,
        'Samsung Galaxy A15',
        'Anker USB-C Cable',
        'Taxable value',
        formatGhs(invoice.tax!.taxableValue),
        'NHIL (2.5 %)',
        'GETFund (2.5 %)',
        'VAT (15 %)',
        formatGhs(invoice.tax!.vat.amount),
        formatGhs(invoice.total),
        'Paid online (mobile money or card)',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it("refuses another shopper's invoice with 404, and lets staff read any order's", async () => {
      const { id } = firstOrder;
      const stranger = await newShopper(context);
      for (const path of [
        `/api/orders/${id}/invoice`,
        `/api/orders/${id}/invoice.pdf`,
        '/api/orders/not-an-id/invoice',
      ]) {
        const refused = await getInvoice(path, stranger.token);
        expect(refused.status).toBe(404);
        expect(refused.body).toEqual({ success: false, message: INVOICE_MESSAGES.notFound });
      }
      expect((await getInvoice(`/api/orders/${id}/invoice`, '')).status).toBe(401);
      // A shopper is not staff: the staff route stays closed to them.
      expect((await getInvoice(`/api/admin/orders/${id}/invoice`, firstOrder.shopper.token)).status).toBe(
        403,
      );

      const staffJson = await getInvoice(`/api/admin/orders/${id}/invoice`, staff.token);
      expect(staffJson.status).toBe(200);
      expect(invoiceResponseSchema.parse(staffJson.body).invoice).toEqual(firstOrder.invoice);
      const staffPdf = await pdfOf(id, staff.token, '/api/admin');
      expect(staffPdf.statusCode).toBe(200);
      expect(await pdfText(staffPdf.rawPayload)).toContain(nth(1));
    });

    it('gives no number to a pending checkout that expires unpaid', async () => {
      const shopper = await newShopper(context);
      const product = await newProduct('Oraimo Power Bank', 15_000);
      await fillCart(context.app, shopper, [[product, 1]]);
      const city = await firstDeliveryCity(context.app);
      const figures = await cartFigures(context.app, shopper.token, city);
      const started = startCheckoutResponseSchema.parse(
        (await startCheckout(context.app, shopper, startBody(shopper, figures, city.city))).body,
      );
      expect((await getInvoice(`/api/orders/${started.orderId}/invoice`, shopper.token)).status).toBe(404);
      await expireHold(context, started.orderId);
      await sweepCheckouts(context.app);
      expect(await invoiceRows(started.orderId)).toEqual([]);
      expect((await getInvoice(`/api/admin/orders/${started.orderId}/invoice`, staff.token)).status).toBe(
        404,
      );
      // The series goes on without a gap.
      const next = await payFor(await newShopper(context), [[product, 1]]);
      expect((await invoiceOf(next, staff.token)).number).toBe(nth(3));
    });

    it('issues a pay-on-delivery order its invoice when Collected at the door, not before', async () => {
      const shopper = await newShopper(context);
      const product = await newProduct('JBL Go 3', 30_000);
      const { orderId, payOnDelivery } = await placeOnDelivery(context, shopper, [[product, 1]]);
      expect((await getInvoice(`/api/orders/${orderId}/invoice`, shopper.token)).status).toBe(404);
      expect((await moveOrder(context, staff.token, orderId, 'In Truck')).status).toBe(200);
      expect(await invoiceRows(orderId)).toEqual([]);
      const collected = await recordOutcome(context, staff.token, orderId, {
        outcome: 'collected',
        method: 'momo',
        amount: payOnDelivery.amountToCollect,
        momoTransactionId: '61234567890',
      });
      expect(collected.status, JSON.stringify(collected.body)).toBe(200);
      const invoice = await invoiceOf(orderId, shopper.token);
      expect(invoice).toMatchObject({
        number: nth(4),
        total: payOnDelivery.amountToCollect,
        payment: { method: 'Paid on delivery (mobile money)', reference: '61234567890' },
      });
    });

    it('keeps the numbers after a restart: a new app on the same database reads them and goes on', async () => {
      const restarted = await buildApp(testConfig(), {
        database: context.database,
        skipMigrations: true,
        logger: false,
      });
      try {
        const answer = await call(restarted, 'GET', `/api/orders/${firstOrder.id}/invoice`, {
          token: firstOrder.shopper.token,
        });
        expect(invoiceResponseSchema.parse(answer.body).invoice.number).toBe(nth(1));
      } finally {
        await restarted.close();
      }
      const product = await newProduct('Tecno Spark 20', 120_000);
      const next = await payFor(await newShopper(context), [[product, 1]]);
      expect((await invoiceOf(next, staff.token)).number).toBe(nth(5));
    });

    it('leaves an issued invoice as it was when the tax settings and the products change', async () => {
      const { id, shopper, invoice } = firstOrder;
      const [phone] = await context.database.db
        .select()
        .from(products)
        .where(eq(products.name, 'Samsung Galaxy A15'));
      await context.database.db
        .update(products)
        .set({ name: 'Samsung Galaxy A15 (2027)', warrantyMonths: 24, tracksSerials: true })
        .where(eq(products.id, phone!.id));
      await saveTaxSettings(context.database.db, {
        ...REGISTERED,
        legalName: 'Another Name Ltd',
        tin: 'P0099999999',
        rates: { vatBasisPoints: 2000, levies: [] },
      });
      try {
        expect(await invoiceOf(id, shopper.token)).toEqual(invoice);
        // The order answer's tax lines are the invoice's too, not today's settings.
        const orders = (await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body
          .orders;
        expect(orders[0].tax.levies.map((levy: { name: string }) => levy.name)).toEqual(['NHIL', 'GETFund']);
      } finally {
        await saveTaxSettings(context.database.db, REGISTERED);
      }
    });
  },
);
