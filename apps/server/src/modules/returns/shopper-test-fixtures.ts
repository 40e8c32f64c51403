import type { TestContext } from '../../../test/helpers/test-app';
import { returnRequests } from '../../db/schema';
import { accraDay } from './return-rules';

const DAY_MS = 86_400_000;

/** The Accra day `days` from today, YYYY-MM-DD (negative: in the past). */
export const dayFromToday = (days: number) => accraDay(new Date(Date.now() + days * DAY_MS));

export { deliveredOrder } from '../../../test/helpers/delivered-order';

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** How many requests the database holds: a refusal writes none. */
export async function countReturnRequests(context: TestContext): Promise<number> {
  return (await context.database.db.select({ id: returnRequests.id }).from(returnRequests)).length;
}
