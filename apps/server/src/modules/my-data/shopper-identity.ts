import type { Executor } from '../../db/client';
import { type OrderContacts, orderContactsOf } from '../orders';
import { accountContactsOf } from '../users';

/** Who the shopper is to the shop's tables: what other rows are found by, and what is erased from words. */
export interface ShopperIdentity {
  orders: OrderContacts;
  /** Their e-mail addresses (the account's and those typed on orders), lower-cased. */
  emails: string[];
  /** Their phones in E.164 (the account's, those codes went to, those on orders). */
  phones: string[];
  /** What a message or an alert was addressed to: the e-mails and phones. */
  recipients: string[];
  /** Every word that names them: names, e-mails, phones as E.164 and as dialled at home, streets. */
  words: string[];
}

/** A phone as people write it: +233241234567, 233241234567 and, for Ghana, 0241234567. */
function phoneSpellings(phone: string): string[] {
  const digits = phone.replace(/^\+/, '');
  const spellings = [phone, digits];
  if (digits.startsWith('233')) spellings.push(`0${digits.slice(3)}`);
  return spellings;
}

const present = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value.trim() !== '')),
];

export async function identityOf(db: Executor, userId: string): Promise<ShopperIdentity> {
  const account = await accountContactsOf(db, userId);
  const orders = await orderContactsOf(db, userId);
  const emails = present([account.email, ...orders.emails].map((email) => email?.trim().toLowerCase()));
  const phones = present([...account.phones, ...orders.phones]);
  return {
    orders,
    emails,
    phones,
    recipients: [...emails, ...phones],
    words: present([
      account.name,
      ...orders.names,
      ...emails,
      ...phones.flatMap(phoneSpellings),
      ...orders.streets,
    ]),
  };
}
