import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { returnUnits } from '../../db/schema';
import type { ReturnUnitRow } from './return-repository';

/** The units a request names, in the order they were written. */
export async function listUnitsOfReturn(db: Executor, returnId: number): Promise<ReturnUnitRow[]> {
  return db.select().from(returnUnits).where(eq(returnUnits.returnId, returnId)).orderBy(asc(returnUnits.id));
}

/** The request's unit was replaced: it points at the new unit's sale, which the answers name. */
export async function setReplacementUnit(
  transaction: Executor,
  returnUnitId: number,
  replacementUnitId: number,
): Promise<void> {
  await transaction.update(returnUnits).set({ replacementUnitId }).where(eq(returnUnits.id, returnUnitId));
}
