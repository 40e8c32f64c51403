import {
  formatGhs,
  invoiceResponseSchema,
  PAY_ON_DELIVERY,
  PICKUP_TEXTS,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { testCharge } from '../../../test/helpers/checkout';
import {
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from '../../../test/helpers/fake-africastalking';
import {
  deliveryPlaceOf,
  fillCart,
  newProduct,
  newShopper,
  outboxTo,
  verifyPhone,
} from '../../../test/helpers/pay-on-delivery';
import { branchIdOf, onlyVariantOf, placeUnits, startPickup } from '../../../test/helpers/pickup';
import { describeEachDatabase, type TestContext, testConfig } from '../../../test/helpers/test-app';

const STAFF_PHONE = '+233201112233';
const STAFF_EMAIL = 'orders@kwiktech.test';
const TRACK_URL = 'https://shop.test/track_order';
const KUMASI = 'Kumasi Adum, 14 Prempeh II Street, Adum, Kumasi';

const fake = await startFakeAfricasTalking();
afterAll(() => fake.stop());

describeEachDatabase(
  'pickup at a branch: the messages and the invoice name the branch',
  {
    seed: true,
    config: {
      publicUrl: 'https://shop.test',
      staffAlertEmail: STAFF_EMAIL,
      sms: {
        ...testConfig().sms,
        ...fakeAfricasTalkingSettings(fake.url),
        callbackSecret: 'dlr-secret-0123456789abcdef',
        staffAlertPhones: [STAFF_PHONE],
      },
    },
  },
  (context: TestContext) => {
    let kumasi: number;
    beforeAll(async () => {
      kumasi = await branchIdOf(context, 'Kumasi Adum');
    });

    /** A product with units at Kumasi Adum only, in a new shopper's cart. */
    async function cartAtKumasi() {
      const product = await newProduct(context, { stock: 0, pricePesewas: 45_000 });
      await placeUnits(context, await onlyVariantOf(context, product.id), { [kumasi]: 3 });
      const shopper = await newShopper(context);
      await verifyPhone(context, shopper.id, deliveryPlaceOf(shopper).phone);
      await fillCart(context.app, shopper, [[product, 1]]);
      return shopper;
    }

    it('a counter pickup: the e-mail, the texts and the staff alerts say where to pick up instead of an address', async () => {
      const shopper = await cartAtKumasi();
      const placed = await startPickup(context.app, shopper, kumasi, { paymentMethod: PAY_ON_DELIVERY });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const { orderNumber } = startCheckoutResponseSchema.parse(placed.body).payOnDelivery!;
      const amount = formatGhs(450);

      const [mail] = await outboxTo(context, shopper.email);
      expect(mail!.text).toContain(PICKUP_TEXTS.pickUpAt(KUMASI));
      expect(mail!.text).toContain(PICKUP_TEXTS.haveReadyAtCounter(amount, KUMASI));
      expect(mail!.text).toContain(PICKUP_TEXTS.toPayAtCounter(amount));
      expect(mail!.text).not.toContain('Deliver to');

      const phone = deliveryPlaceOf(shopper).phone;
      const texts = (await outboxTo(context, phone)).filter((row) => row.text.includes(orderNumber));
      expect(texts.map((row) => row.text)).toEqual([
        PICKUP_TEXTS.sms.placedAtCounter(orderNumber, amount, KUMASI, TRACK_URL),
      ]);

      const staffText = (await outboxTo(context, STAFF_PHONE)).find((row) => row.text.includes(orderNumber));
      expect(staffText!.text).toContain(`${PICKUP_TEXTS.staffPickupAt('Kumasi Adum')}.`);
      const staffMail = (await outboxTo(context, STAFF_EMAIL)).find((row) => row.text.includes(orderNumber));
      expect(staffMail!.text).toContain(PICKUP_TEXTS.pickUpAt(KUMASI));
    });

    it('a pickup paid online: the text names the branch, and the invoice says where it is collected', async () => {
      const shopper = await cartAtKumasi();
      const started = startCheckoutResponseSchema.parse(
        (await startPickup(context.app, shopper, kumasi)).body,
      );
      await testCharge(context.app, shopper, started.payment.accessCode);
      const verified = await call(context.app, 'POST', '/api/payments/verify', {
        token: shopper.token,
        body: { reference: started.payment.reference },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);

      const texts = await outboxTo(context, deliveryPlaceOf(shopper).phone);
      expect(texts.map((row) => row.text)).toEqual([
        expect.stringContaining(`Pick up at ${KUMASI}: we will text you a code`),
      ]);
      const answer = await call(context.app, 'GET', `/api/orders/${started.orderId}/invoice`, {
        token: shopper.token,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const invoice = invoiceResponseSchema.parse(answer.body).invoice;
      expect(invoice.buyer.address).toBe(PICKUP_TEXTS.collectAt(KUMASI));
      expect(invoice.delivery).toBe(0);
    });
  },
);
