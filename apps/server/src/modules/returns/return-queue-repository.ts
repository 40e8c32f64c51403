import { RETURN_QUEUES, type ReturnQueue, type ReturnStatus } from '@shop/shared';
import { asc, count, desc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { returnRequests } from '../../db/schema';
import type { ReturnRow } from './return-repository';

export const RETURN_QUEUE_PAGE_SIZE = 20;

const QUEUE_NAMES = Object.keys(RETURN_QUEUES) as ReturnQueue[];

/**
 * One page of a queue of staff's: the open queues oldest first (the request waiting longest
 * is worked first), done newest first (what was settled lately is what staff look back at).
 */
export async function listReturnQueuePage(
  db: Executor,
  queue: ReturnQueue,
  page: number,
): Promise<ReturnRow[]> {
  const statuses: readonly ReturnStatus[] = RETURN_QUEUES[queue];
  const order = queue === 'done' ? desc : asc;
  return db
    .select()
    .from(returnRequests)
    .where(inArray(returnRequests.status, [...statuses]))
    .orderBy(order(returnRequests.createdAt), order(returnRequests.id))
    .limit(RETURN_QUEUE_PAGE_SIZE)
    .offset((page - 1) * RETURN_QUEUE_PAGE_SIZE);
}

/** How many requests each queue holds, every queue named (0 when empty). */
export async function countReturnQueues(db: Executor): Promise<Record<ReturnQueue, number>> {
  const rows = await db
    .select({ status: returnRequests.status, count: count() })
    .from(returnRequests)
    .groupBy(returnRequests.status);
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return Object.fromEntries(
    QUEUE_NAMES.map((queue) => [
      queue,
      (RETURN_QUEUES[queue] as readonly ReturnStatus[]).reduce(
        (sum, status) => sum + (byStatus.get(status) ?? 0),
        0,
      ),
    ]),
  ) as Record<ReturnQueue, number>;
}
