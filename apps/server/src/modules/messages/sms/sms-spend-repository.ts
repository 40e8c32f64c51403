import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rowsOf } from '../../../db/query-helpers';
import { outbox } from '../../../db/schema';

/** One advisory lock serialises every check of the day's SMS spending against the cap. */
const SPEND_LOCK = 72707372;

/**
 * Holds the spend lock until the caller's transaction ends: a second request checks the
 * cap only after the first one's SMS is committed or rolled back, so two cannot both pass on
 * the same headroom (decision 0042). Taken first in the transaction, before any row lock, so
 * no two transactions wait on each other.
 */
export async function lockSmsSpend(transaction: Executor): Promise<void> {
  await transaction.execute(sql`select pg_advisory_xact_lock(${SPEND_LOCK})`);
}

/**
 * What the SMS and WhatsApp messages queued since midnight (UTC) cost or may cost (one cap for
 * both, decision 0066), in ten-thousandths of the SMS
 * account's currency: the cost the provider reported ("GHS 0.0300"), or, until it reports
 * one, `estimate` reserved for each text (pending, or sent without a cost); nothing for a text
 * given up on before it was sent. A separate statement from the lock, so under READ COMMITTED
 * it sees every SMS committed before the lock was granted.
 */
export async function smsSpendToday(
  db: Executor,
  estimate: number,
  whatsAppEstimate: number = estimate,
): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(case
      when ${outbox.cost} is not null
        then round(coalesce(substring(${outbox.cost} from '[0-9]+(?:[.][0-9]+)?')::numeric, 0) * 10000)
      when ${outbox.status} = 'failed' and ${outbox.sentAt} is null then 0
      when ${outbox.channel} = 'whatsapp' then ${whatsAppEstimate}::numeric
      else ${estimate}::numeric
    end), 0)::text as spend
    from ${outbox}
    where ${outbox.channel} in ('sms', 'whatsapp')
      and ${outbox.createdAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`);
  return Number(rowsOf<{ spend: string }>(result)[0]?.spend ?? 0);
}
