import type pg from 'pg';
import { THIS_RUNS_ORDER } from './checkout-ledger';

/**
 * What the two instances did, read from their one database: charges and their orders, stock,
 * invoices, refunds, the outbox and the backups. The test provider keeps no record of each
 * refund it made, so a trigger of the test's own writes one per refund call.
 */

export async function countRefundCalls(client: pg.Client): Promise<void> {
  await client.query(`
    create table refund_calls (reference text not null, called_at timestamptz not null default clock_timestamp());
    create function note_refund_call() returns trigger language plpgsql as $$
      begin insert into refund_calls (reference) values (new.reference); return new; end $$;
    create trigger note_refund_call after update on test_payment_transactions
      for each row when (new.status = 'reversed') execute function note_refund_call();`);
}

/**
 * Leaves `count` paid orders of the run as a refund the provider refused would (Refund pending,
 * the order cancelled, its units back in stock), for the sweepers of both instances to retry.
 * Answers their payment references and the units they gave back, by product.
 */
export async function leaveRefundsPending(client: pg.Client, count: number) {
  await client.query('begin');
  try {
    const orders = (
      await client.query<{ id: string; payment_reference: string }>(
        `select o.id, o.payment_reference from orders o
         where o.payment_status = 'Paid' and ${THIS_RUNS_ORDER} order by o.created_at limit $1 for update`,
        [count],
      )
    ).rows;
    const ids = orders.map((order) => order.id);
    const units = (
      await client.query<{ product_id: number; quantity: number }>(
        `select product_id, sum(quantity)::int as quantity from order_items
         where order_id = any($1::uuid[]) group by product_id`,
        [ids],
      )
    ).rows;
    await client.query(
      `update orders set payment_status = 'Refund pending', order_status = 'Cancelled',
         cancel_reason = 'The shopper asked to cancel', checked_at = null
       where id = any($1::uuid[])`,
      [ids],
    );
    await client.query('commit');
    return { references: orders.map((order) => order.payment_reference), units };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

export interface Ledger {
  /** Charges the test provider took in this run (refunded ones included). */
  charges: number;
  paid: number;
  refunded: number;
  /** Charges with neither a paid order nor a refund. */
  chargedWithoutOutcome: string[];
  /** Orders with more than one payment. */
  doubledPayments: string[];
  /** Refund calls the provider got, by payment reference. */
  refundCalls: Map<string, number>;
  /** Paid or refunded orders of the run without an invoice. */
  withoutInvoice: number;
  /** Every invoice number, in order: 1, 2, 3... with none missing. */
  invoiceNumbers: number[];
  stock: Map<number, number>;
  /** Units held or sold by orders of the run (Pending or Paid), by product. */
  heldOrSold: Map<number, number>;
}

export async function readLedger(client: pg.Client, productIds: number[]): Promise<Ledger> {
  const charges = (
    await client.query<{ reference: string; payment_status: string | null }>(`
      select t.reference, o.payment_status from test_payment_transactions t
      left join orders o on o.payment_reference = t.reference
      where t.status in ('success', 'reversed')`)
  ).rows;
  const doubled = (
    await client.query<{ order_id: string; payments: number }>(`
      select order_id, count(*)::int as payments from payments
      where order_id is not null group by order_id having count(*) > 1`)
  ).rows;
  const refundCalls = (
    await client.query<{ reference: string; calls: number }>(
      'select reference, count(*)::int as calls from refund_calls group by reference',
    )
  ).rows;
  const withoutInvoice = (
    await client.query<{ count: number }>(`
      select count(*)::int as count from orders o
      where o.payment_status in ('Paid', 'Refunded') and ${THIS_RUNS_ORDER}
        and not exists (select 1 from invoices i where i.order_id = o.id)`)
  ).rows[0]!.count;
  const invoiceNumbers = (
    await client.query<{ number: number }>('select number from invoices order by number')
  ).rows.map((row) => row.number);
  const stock = (
    await client.query<{ id: number; stock: number; held_or_sold: number }>(
      `select p.id, p.stock, coalesce(sum(i.quantity) filter (
         where o.payment_status in ('Paid', 'Pending')), 0)::int as held_or_sold
       from products p
       left join order_items i on i.product_id = p.id
       left join orders o on o.id = i.order_id and ${THIS_RUNS_ORDER}
       where p.id = any($1::int[]) group by p.id, p.stock`,
      [productIds],
    )
  ).rows;
  return {
    charges: charges.length,
    paid: charges.filter((charge) => charge.payment_status === 'Paid').length,
    refunded: charges.filter((charge) => charge.payment_status === 'Refunded').length,
    chargedWithoutOutcome: charges
      .filter((charge) => charge.payment_status !== 'Paid' && charge.payment_status !== 'Refunded')
      .map((charge) => `${charge.reference}: ${charge.payment_status}`),
    doubledPayments: doubled.map((row) => `order ${row.order_id}: ${row.payments} payments`),
    refundCalls: new Map(refundCalls.map((row) => [row.reference, row.calls])),
    withoutInvoice,
    invoiceNumbers,
    stock: new Map(stock.map((row) => [row.id, row.stock])),
    heldOrSold: new Map(stock.map((row) => [row.id, row.held_or_sold])),
  };
}

/** The outbox's messages by channel and status. */
export async function outboxCounts(client: pg.Client): Promise<Record<string, number>> {
  const rows = (
    await client.query<{ channel: string; status: string; count: number }>(
      'select channel, status, count(*)::int as count from outbox group by channel, status',
    )
  ).rows;
  return Object.fromEntries(rows.map((row) => [`${row.channel} ${row.status}`, row.count]));
}

/** Messages of the outbox whose time to be sent has come and which no instance has sent yet. */
export async function dueInOutbox(client: pg.Client): Promise<number> {
  const rows = await client.query<{ count: number }>(
    "select count(*)::int as count from outbox where status = 'pending' and next_attempt_at <= now()",
  );
  return rows.rows[0]!.count;
}

/** The automatic backups the instances recorded: started, and finished. */
export async function backupRows(client: pg.Client) {
  return (
    await client.query<{ file: string; finished: boolean; error: string | null }>(
      'select file, finished_at is not null as finished, error from backups order by id',
    )
  ).rows;
}
