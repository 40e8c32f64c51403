import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/query-helpers';
import type { CartReminderItem } from '../messages';

/** A left cart is reminded of only within a week of its last change: older ones are let go. */
export const CART_REMINDER_WITHIN_DAYS = 7;
/** At most one reminder a week per account, whatever its cart did since (decision 0066). */
export const CART_REMINDER_EVERY_DAYS = 7;
/** Carts reminded of per run: the next run takes the rest. */
export const CART_REMINDER_BATCH = 100;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A cart to remind of: its account, and its last change (the state the reminder is of), as the
 * database wrote it: to the microsecond, which a Date would cut to the millisecond, so the
 * reminder's row names exactly the state the next run compares.
 */
export interface CartToRemind {
  userId: string;
  cartChangedAt: string;
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * A batch of the carts due a reminder at `now`, oldest change first (after `after`, the last of
 * the batch before): last changed (the newest
 * `cart_items.updated_at`, on cart_items_user_updated_idx) between `afterHours` hours and a
 * week ago; not reminded of in this state nor any reminder to the account in the last week; no
 * order placed since the change; one item still on sale and in stock; and an account that said
 * yes to offers on a channel it can be reached by (an e-mail, or a text to a verified phone),
 * so that an account without consent costs no transaction.
 */
export async function findCartsToRemind(
  db: Executor,
  now: Date,
  afterHours: number,
  after?: CartToRemind,
): Promise<CartToRemind[]> {
  const latest = instant(new Date(now.getTime() - afterHours * HOUR_MS));
  const earliest = instant(new Date(now.getTime() - CART_REMINDER_WITHIN_DAYS * DAY_MS));
  const capSince = instant(new Date(now.getTime() - CART_REMINDER_EVERY_DAYS * DAY_MS));
  const past = after
    ? sql`and (carts.changed_at, carts.user_id) > (${after.cartChangedAt}::timestamptz, ${after.userId}::uuid)`
    : sql``;
  const rows = rowsOf<{ user_id: string; changed_at: string }>(
    await db.execute(sql`
      with carts as (
        select user_id, max(updated_at) as changed_at from cart_items group by user_id
      )
      select carts.user_id, carts.changed_at::text as changed_at from carts
      join users on users.id = carts.user_id
      where carts.changed_at <= ${latest} and carts.changed_at > ${earliest} ${past}
        and exists (
          select 1 from marketing_consents consent
          where consent.user_id = carts.user_id and consent.granted
            and (consent.channel = 'email' or (users.phone is not null and users.phone_verified_at is not null))
        )
        and not exists (
          select 1 from cart_reminders reminder
          where reminder.user_id = carts.user_id
            and (reminder.cart_changed_at = carts.changed_at or reminder.sent_at > ${capSince})
        )
        and not exists (
          select 1 from orders where orders.user_id = carts.user_id and orders.created_at >= carts.changed_at
        )
        and exists (
          select 1 from cart_items item
          join product_variants variant on variant.id = item.variant_id
          join products product on product.id = item.product_id
          where item.user_id = carts.user_id and variant.stock > 0 and product.archived_at is null
        )
      order by carts.changed_at, carts.user_id
      limit ${CART_REMINDER_BATCH}`),
  );
  return rows.map((row) => ({ userId: row.user_id, cartChangedAt: row.changed_at }));
}

/**
 * An account's cart as it is at `now`: each line of a product still on sale at the variant's
 * price at that instant (a sale inside its window, read from the sale's own columns so a sale
 * that began since the last refresh counts), sold out when its variant has no unit left.
 */
export async function cartItemsAt(db: Executor, userId: string, now: Date): Promise<CartReminderItem[]> {
  const rows = rowsOf<{
    name: string;
    options: string[] | null;
    quantity: number;
    price: number;
    stock: number;
  }>(
    await db.execute(sql`
      select product.name, variant.option_values as options, item.quantity,
        variant_price_at(variant.price_pesewas, variant.sale_price_pesewas, variant.sale_starts_at,
          variant.sale_ends_at, ${instant(now)}) as price,
        variant.stock
      from cart_items item
      join product_variants variant on variant.id = item.variant_id
      join products product on product.id = item.product_id
      where item.user_id = ${userId} and product.archived_at is null
      order by item.updated_at desc, item.id`),
  );
  return rows.map((row) => {
    const options = (row.options ?? []).filter((value) => value.trim() !== '');
    return {
      // Named as the shop names a variant everywhere: "Samsung Galaxy A15, 256GB, Blue".
      name: [row.name, ...options].join(', '),
      quantity: Number(row.quantity),
      unitPricePesewas: Number(row.price),
      soldOut: Number(row.stock) <= 0,
    };
  });
}

/** The name a message greets: the first word of the account's name. */
export async function firstNameOf(db: Executor, userId: string): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select name from users where id = ${userId}`));
  return row?.name.trim().split(/\s+/)[0] ?? '';
}
