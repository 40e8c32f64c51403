import {
  DEFAULT_PAY_ON_DELIVERY_SETTINGS,
  isVerifiedPhoneRequired,
  type PayOnDeliveryOffer,
  type PayOnDeliverySettings,
  toCedis,
  toPesewas,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentSettings, type StoredPaymentSettings } from '../../db/schema';

/** The settings are one JSON document in one row, as store info is. */
const PAYMENT_SETTINGS_ROW_ID = 1;

/** Pay on delivery as the owner set it (cedis, as the API speaks); off until someone saves it. */
export async function readPayOnDeliverySettings(db: Executor): Promise<PayOnDeliverySettings> {
  const [row] = await db
    .select({ data: paymentSettings.data })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, PAYMENT_SETTINGS_ROW_ID));
  const stored = row?.data.payOnDelivery;
  if (!stored) return { ...DEFAULT_PAY_ON_DELIVERY_SETTINGS, cities: [] };
  const { maxOrderTotalPesewas, ...rest } = stored;
  return { ...rest, maxOrderTotal: toCedis(maxOrderTotalPesewas) };
}

/** Replaces the pay-on-delivery settings (or writes the first ones); money kept in pesewas. */
export async function savePayOnDeliverySettings(
  db: Executor,
  settings: PayOnDeliverySettings,
): Promise<void> {
  const { maxOrderTotal, ...rest } = settings;
  const data: StoredPaymentSettings = {
    payOnDelivery: { ...rest, maxOrderTotalPesewas: toPesewas(maxOrderTotal) },
  };
  await db
    .insert(paymentSettings)
    .values({ id: PAYMENT_SETTINGS_ROW_ID, data })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { data, updatedAt: new Date() } });
}

/** What the storefront is told (GET /api/payments/config): the rules as they apply on this shop now. */
export function payOnDeliveryOffer(
  settings: PayOnDeliverySettings,
  smsConfigured: boolean,
): PayOnDeliveryOffer {
  return {
    enabled: settings.enabled,
    cities: settings.cities,
    maxOrderTotal: settings.maxOrderTotal,
    verifiedPhoneRequired: isVerifiedPhoneRequired(settings.verifiedPhone, smsConfigured),
  };
}
