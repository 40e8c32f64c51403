import { formatPhoneNumber, type PayOnDeliveryBlock } from '@shop/shared';
import type { Executor } from '../../db/client';
import { deliveryAddressKey, deliveryPlacesOf } from '../orders';
import {
  isPayOnDeliveryBlocked,
  type PlaceStanding,
  restorePayOnDelivery,
  restorePhonesAndAddresses,
  type StandingPlace,
  standingsOf,
} from '../users';

/*
 * Pay on delivery's person as staff see and restore it (decision 0044): the account, the
 * phones and addresses its orders went to, and its verified phone. A start is refused when
 * any of them reached the refusal limit, so staff see which, and restoring gives back all.
 */

/** An account as far as its standing goes. */
export interface AccountStanding {
  id: string;
  refusedDeliveries: number;
  /** The account's verified number, if any: it is the person's phone even before an order. */
  verifiedPhone: string | null;
}

type Place = Omit<StandingPlace, 'label'>;

function toBlock(standing: PlaceStanding): PayOnDeliveryBlock {
  return {
    kind: standing.kind,
    label: standing.kind === 'phone' ? formatPhoneNumber(standing.key) : standing.label,
    refusedDeliveries: standing.refusedDeliveries,
  };
}

/** Every phone and address of each account: its orders' and its verified phone. */
async function placesOfAccounts(db: Executor, accounts: AccountStanding[]): Promise<Map<string, Place[]>> {
  const places = await deliveryPlacesOf(
    db,
    accounts.map((account) => account.id),
  );
  return new Map(
    accounts.map((account) => {
      const found = places.get(account.id);
      const phones = new Set(found?.phones ?? []);
      if (account.verifiedPhone) phones.add(account.verifiedPhone);
      const list: Place[] = [...phones].map((key) => ({ kind: 'phone' as const, key }));
      for (const address of found?.addresses ?? []) list.push({ kind: 'address', key: address.key });
      return [account.id, list];
    }),
  );
}

const isSame = (a: Place, b: Place) => a.kind === b.kind && a.key === b.key;

/**
 * What keeps each account from pay on delivery: the account at the limit, then each phone and
 * address at the limit (two queries for a whole page of customers).
 */
export async function payOnDeliveryBlocksOf(
  db: Executor,
  accounts: AccountStanding[],
): Promise<Map<string, PayOnDeliveryBlock[]>> {
  const places = await placesOfAccounts(db, accounts);
  const standings = await standingsOf(db, [...places.values()].flat());
  return new Map(
    accounts.map((account) => {
      const blocks: PayOnDeliveryBlock[] = [];
      if (isPayOnDeliveryBlocked(account.refusedDeliveries)) {
        blocks.push({ kind: 'account', label: '', refusedDeliveries: account.refusedDeliveries });
      }
      for (const standing of standings) {
        const ofAccount = places.get(account.id)!.some((place) => isSame(place, standing));
        if (ofAccount && isPayOnDeliveryBlocked(standing.refusedDeliveries)) blocks.push(toBlock(standing));
      }
      return [account.id, blocks];
    }),
  );
}

/** What keeps one order's account, delivery phone or address from pay on delivery now. */
export async function payOnDeliveryBlocksOfOrder(
  db: Executor,
  order: { phoneNumber: string; street: string; city: string },
  accountRefusals: number,
): Promise<PayOnDeliveryBlock[]> {
  const standings = await standingsOf(db, [
    { kind: 'phone', key: order.phoneNumber },
    { kind: 'address', key: deliveryAddressKey(order.street, order.city) },
  ]);
  const blocks: PayOnDeliveryBlock[] = isPayOnDeliveryBlocked(accountRefusals)
    ? [{ kind: 'account', label: '', refusedDeliveries: accountRefusals }]
    : [];
  for (const standing of standings) {
    if (isPayOnDeliveryBlocked(standing.refusedDeliveries)) blocks.push(toBlock(standing));
  }
  return blocks;
}

/**
 * Staff give the person pay on delivery back: the account's count and those of every phone
 * and address it used start again. Answers false when nothing had a refusal to forgive.
 */
export async function restorePerson(db: Executor, account: AccountStanding): Promise<boolean> {
  const places = (await placesOfAccounts(db, [account])).get(account.id)!;
  const refused = await standingsOf(db, places);
  if (account.refusedDeliveries === 0 && refused.length === 0) return false;
  await db.transaction(async (transaction) => {
    await restorePayOnDelivery(transaction, account.id);
    await restorePhonesAndAddresses(transaction, refused);
  });
  return true;
}
