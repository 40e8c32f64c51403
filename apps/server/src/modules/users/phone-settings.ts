import { formatPhoneNumber, type OrderUpdatesChannel, type PhoneSettings } from '@shop/shared';
import type { Executor } from '../../db/client';
import { findAccountAndStaff, findPhoneSettings, setOrderTexts } from './phone-repository';
import type { UserRow } from './user-repository';

/**
 * The account's phone as /profile and staff show it; `whatsAppOffered` is the shop's, whether it
 * sends WhatsApp at all (the Cloud API set, or the demo mailbox taking WhatsApp).
 */
export async function readPhoneSettings(
  db: Executor,
  userId: string,
  whatsAppOffered = false,
): Promise<PhoneSettings> {
  const row = await findPhoneSettings(db, userId);
  return {
    phone: row?.phone ?? null,
    phoneDisplay: row?.phone ? formatPhoneNumber(row.phone) : null,
    phoneVerified: Boolean(row?.phone && row.phoneVerifiedAt),
    orderTexts: row?.smsOrderUpdates ?? true,
    orderUpdatesChannel: row?.orderUpdatesChannel ?? 'sms',
    whatsAppOffered,
  };
}

/** Order updates on or off; the channel too when given, else it stays as it was. */
export const changeOrderTexts = (db: Executor, userId: string, on: boolean, channel?: OrderUpdatesChannel) =>
  setOrderTexts(db, userId, on, channel);

/** Whether order updates may be texted to the account (on unless the shopper turned them off). */
export async function wantsOrderTexts(db: Executor, userId: string): Promise<boolean> {
  return (await findPhoneSettings(db, userId))?.smsOrderUpdates ?? true;
}

/**
 * How the account's order updates travel (decision 0066): none when the shopper turned them off,
 * else by SMS (the default) or by WhatsApp.
 */
export async function orderUpdatesChannelOf(
  db: Executor,
  userId: string,
): Promise<OrderUpdatesChannel | undefined> {
  return channelOf(await findPhoneSettings(db, userId));
}

const channelOf = (row: Pick<UserRow, 'smsOrderUpdates' | 'orderUpdatesChannel'> | undefined) =>
  row && !row.smsOrderUpdates ? undefined : (row?.orderUpdatesChannel ?? 'sms');

/**
 * Who hears of a sale, in one statement (every paid order asks): how the account's order
 * updates travel (`orderUpdatesChannelOf`), and with `staffToo` every staff account's address.
 */
export async function orderAudienceOf(
  db: Executor,
  userId: string,
  staffToo: boolean,
): Promise<{ channel: OrderUpdatesChannel | undefined; staffEmails: string[] }> {
  const rows = await findAccountAndStaff(db, userId, staffToo);
  return {
    channel: channelOf(rows.find((row) => row.id === userId)),
    staffEmails: staffToo ? rows.filter((row) => row.isAdmin).map((row) => row.email) : [],
  };
}

/**
 * Whether `phone` (E.164) is the account's verified number: pay on delivery (decision 0034) asks
 * this before it trusts a delivery phone.
 */
export async function isPhoneVerified(db: Executor, userId: string, phone: string): Promise<boolean> {
  const row = await findPhoneSettings(db, userId);
  return Boolean(row?.phoneVerifiedAt && row.phone === phone);
}
