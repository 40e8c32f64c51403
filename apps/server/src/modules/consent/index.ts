import type { App } from '../../plugins/zod-type-provider';
import { shopperConsentRoutes } from './shopper-routes';
import { smsOptOutRoutes } from './sms-opt-out-routes';
import { staffConsentRoutes } from './staff-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/*
 * Owns marketing_consents, marketing_consent_events and unsubscribe_links (decision 0065), and
 * is their only writer: sign-up (users module) and checkout (orders module) record a shopper's
 * answer through recordConsent below, in their own transaction. It reads users (an account's
 * address and phone) itself, read only, so that the users module may depend on it.
 */
export { consentDataOf, eraseConsentsOf } from './consent-personal-data';
export { type ConsentChange, recordConsent } from './consent-writer';
export { unsubscribeHeaders } from './unsubscribe-headers';
export { createUnsubscribeLink, maskRecipient } from './unsubscribe-links';
export { stopWhatsAppOffersOfPhone } from './whatsapp-stop';

/** Marketing consent per channel, one-click unsubscribe and SMS opt-outs (decision 0065). */
export async function consentModule(app: App) {
  await shopperConsentRoutes(app);
  await staffConsentRoutes(app);
  await unsubscribeRoutes(app);
  await smsOptOutRoutes(app);
}
