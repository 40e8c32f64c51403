import {
  adminCustomerResponseSchema,
  adminPaymentSettingsResponseSchema,
  collectionBodySchema,
  collectionResponseSchema,
  isVerifiedPhoneRequired,
  PAY_ON_DELIVERY_TEXTS,
  type PayOnDeliverySettings,
  payOnDeliverySettingsSchema,
  uuidParamsSchema,
} from '@shop/shared';
import type { Executor } from '../../db/client';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, ownerOnly } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { listDeliveryFees } from '../delivery';
import { checkout } from '../orders';
import { readPayOnDeliverySettings, savePayOnDeliverySettings } from '../payments';
import { restoreCustomerPayOnDelivery } from './customer-service';
import { findAdminOrder } from './order-service';

const texts = PAY_ON_DELIVERY_TEXTS;

/**
 * The cities as the delivery-fee table spells them, each once; a city without a fee is 400
 * (pay on delivery goes only where the shop delivers).
 */
async function knownCities(db: Executor, settings: PayOnDeliverySettings): Promise<string[]> {
  const byName = new Map(
    (await listDeliveryFees(db)).map((fee) => [fee.city.trim().toLowerCase(), fee.city]),
  );
  const cities: string[] = [];
  for (const city of settings.cities) {
    const known = byName.get(city.trim().toLowerCase());
    if (!known) throw badRequest(texts.settings.unknownCity(city));
    if (!cities.includes(known)) cities.push(known);
  }
  if (settings.enabled && cities.length === 0) throw badRequest(texts.settings.citiesRequired);
  return cities;
}

/** Pay on delivery's staff calls (decisions 0034, 0044): the owner's rules, the outcome at the door, restoring a person. */
export async function adminPayOnDeliveryRoutes(admin: App) {
  const db = () => admin.database.db;
  const smsConfigured = Boolean(admin.config.sms.provider);
  const settingsAnswer = (payOnDelivery: PayOnDeliverySettings, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    payOnDelivery,
    smsConfigured,
    verifiedPhoneRequired: isVerifiedPhoneRequired(payOnDelivery.verifiedPhone, smsConfigured),
  });

  // Beside the store settings: the admin site's Payments section. Every staff member reads
  // the rules (they answer shoppers' questions about them); only the owner changes them.
  const response = answers({ 200: adminPaymentSettingsResponseSchema });
  admin.get('/store-info/payments', { schema: { response } }, async () =>
    settingsAnswer(await readPayOnDeliverySettings(db())),
  );
  admin.put(
    '/store-info/payments',
    {
      onRequest: ownerOnly(texts.settings.ownerOnly),
      schema: { body: payOnDeliverySettingsSchema, response },
    },
    async (request) => {
      const settings = { ...request.body, cities: await knownCities(db(), request.body) };
      await savePayOnDeliverySettings(db(), settings);
      return settingsAnswer(settings, texts.settings.saved);
    },
  );

  admin.post(
    '/orders/:id/collection',
    {
      schema: {
        params: uuidParamsSchema,
        body: collectionBodySchema,
        response: answers({ 200: collectionResponseSchema }),
      },
    },
    async (request) => {
      const message = await checkout.recordCollection(admin, {
        orderId: request.params.id,
        staffId: currentUser(request).id,
        outcome: request.body,
      });
      const order = await findAdminOrder(db(), request.params.id);
      if (!order) throw notFound();
      return { success: true, message, order };
    },
  );

  admin.post(
    '/customers/:id/pay-on-delivery',
    { schema: { params: uuidParamsSchema, response: answers({ 200: adminCustomerResponseSchema }) } },
    async (request) => {
      // The person: the account, its phones and its addresses (decision 0044).
      const customer = await restoreCustomerPayOnDelivery(db(), request.params.id);
      return { success: true, message: texts.account.restored(customer.name), customer };
    },
  );
}
