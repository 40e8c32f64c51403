import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatGhs, type SellerDetailsInput, startCheckoutResponseSchema } from '@shop/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, expect, it, vi } from 'vitest';
import { shopOwner, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import {
  cartFigures,
  firstDeliveryCity,
  startBody,
  startCheckout,
  testCharge,
} from '../../../test/helpers/checkout';
import { fillCart, newProduct, newShopper } from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase } from '../../../test/helpers/test-app';

// A stand-in build of the storefront and its server renderer from source (as in
// modules/web/server-rendering.isolated.test.ts), so the pages are rendered without a build.
const site = vi.hoisted(() => ({ folder: '', entry: '' }));
vi.mock('../../paths', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../paths')>();
  return {
    ...original,
    get webDistFolder() {
      return site.folder;
    },
    get webServerEntry() {
      return site.entry;
    },
  };
});
site.folder = mkdtempSync(path.join(os.tmpdir(), 'shop-seller-'));
writeFileSync(
  path.join(site.folder, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>',
);
site.entry = path.resolve(import.meta.dirname, '../../../../web/src/ssr/entry-server.tsx');

const DETAILS: SellerDetailsInput = {
  legalName: 'Kwik Tech Ghana Limited',
  registrationNumber: 'CS123456789',
  dataProtectionNumber: 'PDC/0123/2026',
  address: '12 Oxford Street, Osu, Accra',
  digitalAddress: 'GA-123-4567',
  phone: '+233 30 212 3456',
  email: 'hello@kwiktech.com.gh',
};
const NEW_PHONE = '+233 24 412 3456';

/** Every piece of text of the PDF, joined by spaces (pdf.js, as the invoice tests read it). */
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

/** The details a page or document must show, each as it is printed. */
const shown = (details: SellerDetailsInput) => [
  details.legalName,
  details.registrationNumber,
  details.address,
  details.phone,
  details.email,
];

describeEachDatabase(
  'the seller details on every page, the checkout and the invoice',
  { seed: true },
  (context) => {
    let owner: TestUser;
    beforeAll(async () => {
      owner = await shopOwner(context.app.database.db);
    });
    const html = async (url: string) => {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    const saveDetails = async (details: SellerDetailsInput) => {
      const answer = await call(context.app, 'PUT', '/api/admin/seller-details', {
        token: owner.token,
        body: details,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };

    /** A shopper's order paid online through the built-in provider, and its invoice's PDF text. */
    async function invoiceText(): Promise<string> {
      const shopper = await newShopper(context);
      const product = await newProduct(context, { pricePesewas: 19_900 });
      await fillCart(context.app, shopper, [[product, 1]]);
      const city = await firstDeliveryCity(context.app);
      const figures = await cartFigures(context.app, shopper.token, city);
      const started = startCheckoutResponseSchema.parse(
        (await startCheckout(context.app, shopper, startBody(shopper, figures, city.city))).body,
      );
      await testCharge(context.app, shopper, started.payment.accessCode);
      await call(context.app, 'POST', '/api/payments/verify', {
        token: shopper.token,
        body: { reference: started.payment.reference },
      });
      const pdf = await context.app.inject({
        method: 'GET',
        url: `/api/orders/${started.orderId}/invoice.pdf`,
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      expect(pdf.statusCode).toBe(200);
      return pdfText(pdf.rawPayload);
    }

    it('shows every detail in the footer of each page, the checkout’s frame and the invoice, and a changed phone in all at once', async () => {
      await saveDetails(DETAILS);
      for (const url of ['/', '/about', '/order']) {
        const page = await html(url);
        for (const detail of shown(DETAILS)) expect(page, `${url} shows ${detail}`).toContain(detail);
      }
      const invoice = await invoiceText();
      for (const detail of [...shown(DETAILS), DETAILS.digitalAddress]) expect(invoice).toContain(detail);

      await saveDetails({ ...DETAILS, phone: NEW_PHONE });
      for (const url of ['/', '/order']) {
        const page = await html(url);
        expect(page).toContain(NEW_PHONE);
        expect(page).not.toContain(DETAILS.phone);
      }
      const later = await invoiceText();
      expect(later).toContain(NEW_PHONE);
      expect(later).not.toContain(DETAILS.phone);
    });

    it('writes the terms from the return window and the delivery fees, and the privacy page from the DPC number', async () => {
      const privacy = await html('/privacy');
      expect(privacy).toContain(DETAILS.dataProtectionNumber);
      expect(privacy).toContain(DETAILS.email);

      const returns = await call(context.app, 'PUT', '/api/admin/return-settings', {
        token: owner.token,
        body: { windowDays: 21, changedMindAllowed: true },
      });
      expect(returns.status).toBe(200);
      const fees = (await call(context.app, 'GET', '/api/admin/delivery-fees', { token: owner.token })).body
        .deliveryFees;
      const city = fees[0];
      const changed = await call(context.app, 'PUT', `/api/admin/delivery-fees/${city.id}`, {
        token: owner.token,
        body: { city: city.city, fee: 77.5 },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);

      const terms = await html('/term');
      expect(terms).toContain('within 21 days of delivery');
      expect(terms).toContain('because you changed your mind, within the same 21 days');
      expect(terms).toContain(`${city.city} ${formatGhs(77.5)}`);
      expect(terms).toContain(DETAILS.registrationNumber);
    });
  },
);
