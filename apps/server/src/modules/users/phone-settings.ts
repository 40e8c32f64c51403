import { formatPhoneNumber, type PhoneSettings } from '@shop/shared';
import type { Executor } from '../../db/client';
import { findPhoneSettings, setOrderTexts } from './phone-repository';

/** The account's phone as /profile and staff show it. */
export async function readPhoneSettings(db: Executor, userId: string): Promise<PhoneSettings> {
  const row = await findPhoneSettings(db, userId);
  return {
    phone: row?.phone ?? null,
    phoneDisplay: row?.phone ? formatPhoneNumber(row.phone) : null,
    phoneVerified: Boolean(row?.phone && row.phoneVerifiedAt),
    orderTexts: row?.smsOrderUpdates ?? true,
  };
}

export const changeOrderTexts = (db: Executor, userId: string, on: boolean) => setOrderTexts(db, userId, on);

/** Whether order updates may be texted to the account (on unless the shopper turned them off). */
export async function wantsOrderTexts(db: Executor, userId: string): Promise<boolean> {
  return (await findPhoneSettings(db, userId))?.smsOrderUpdates ?? true;
}

/**
 * Whether `phone` (E.164) is the account's verified number: pay on delivery (decision 0034) asks
 * this before it trusts a delivery phone.
 */
export async function isPhoneVerified(db: Executor, userId: string, phone: string): Promise<boolean> {
  const row = await findPhoneSettings(db, userId);
  return Boolean(row?.phoneVerifiedAt && row.phone === phone);
}
