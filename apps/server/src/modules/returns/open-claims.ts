import { formatReturnNumber, RETURN_STATES, type WarrantyClaim } from '@shop/shared';
import type { Executor } from '../../db/client';
import { findNewestSaleOfSerial } from '../serials';
import { openRequestsOnSoldUnits } from './request-repository';

/**
 * The open return or warranty claim on the unit with this serial (as stored: normaliseSerial),
 * for the public warranty check: its number and where it stands, nothing about its shopper.
 * Only the newest sale of the serial counts: an older one came back and was settled.
 */
export async function openClaimOfSerial(db: Executor, serial: string): Promise<WarrantyClaim | null> {
  const unit = await findNewestSaleOfSerial(db, serial);
  if (!unit) return null;
  const request = (await openRequestsOnSoldUnits(db, [unit.id])).get(unit.id);
  if (!request) return null;
  return {
    number: formatReturnNumber(request.number),
    status: request.status,
    statusLabel: RETURN_STATES[request.status].label,
  };
}
