import {
  normaliseSerial,
  serialProblem,
  variantOptionsText,
  WARRANTY_TEXTS,
  type Warranty,
} from '@shop/shared';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../../plugins/errors';
import { openClaimOfSerial } from '../returns';
import { findNewestSaleOfSerial } from '../serials';

/** Warranty days are Ghana's calendar days (decision 0061). */
const ACCRA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Accra',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day a moment falls on in Africa/Accra, as YYYY-MM-DD. */
export const accraDay = (moment: Date): string => ACCRA_DAY.format(moment);

/**
 * The warranty of the unit with this serial as typed (spaces and lower case allowed): 400 for
 * something no serial could be, 404 for a serial this shop never sold. The answer names the
 * product, the dates and an open return or claim's number and status only, never the order or
 * its buyer.
 */
export async function checkWarranty(db: Executor, typed: string, now = new Date()): Promise<Warranty> {
  const serial = normaliseSerial(typed);
  const problem = serialProblem(serial);
  if (problem === 'imei-check-digit') throw badRequest(WARRANTY_TEXTS.mistypedImei);
  if (problem) throw badRequest(WARRANTY_TEXTS.malformed);
  const unit = await findNewestSaleOfSerial(db, serial);
  if (!unit) throw notFound(WARRANTY_TEXTS.notFound);
  return {
    serial: unit.serial,
    product: unit.productName,
    variant: variantOptionsText(unit.variantOptions),
    soldOn: accraDay(unit.soldAt),
    warrantyUntil: unit.warrantyUntil,
    state: unit.state,
    // YYYY-MM-DD strings compare as the days they name.
    underWarranty: unit.state === 'sold' && accraDay(now) <= unit.warrantyUntil,
    claim: await openClaimOfSerial(db, unit.serial),
  };
}
