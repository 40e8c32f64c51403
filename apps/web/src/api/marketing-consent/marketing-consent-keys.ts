import { profileKeys } from '../profile/profile-keys';

/**
 * The query keys of marketing consent (decision 0065). The shopper's answer is kept under their
 * profile, so that a logout or an expired session forgets it with them (api/shopper-data.ts).
 */
export const marketingConsentKeys = {
  /** GET /api/user/marketing-consent: the account's answer per channel, with its history. */
  mine: [...profileKeys.all, 'marketing-consent'] as const,
  /** GET /api/marketing/unsubscribe?token=: what an unsubscribe link stops. */
  unsubscribeLink: (token: string) => ['marketing-unsubscribe', token] as const,
};
