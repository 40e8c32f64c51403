import { PAY_ON_DELIVERY_MAX_TOTAL_DEFAULT, type PayOnDeliverySettings } from '@shop/shared';

/**
 * The demo shop takes pay on delivery where its riders go (decision 0034): Accra, Tema and Kumasi,
 * up to GHS 3,000, one open order per account; a verified phone is asked for only when the
 * shop sends SMS (without SMS nobody could verify one).
 */
export const demoPayOnDelivery: PayOnDeliverySettings = {
  enabled: true,
  cities: ['Accra', 'Tema', 'Kumasi'],
  maxOrderTotal: PAY_ON_DELIVERY_MAX_TOTAL_DEFAULT,
  verifiedPhone: 'when-sms-is-on',
  openOrdersPerAccount: 1,
};
