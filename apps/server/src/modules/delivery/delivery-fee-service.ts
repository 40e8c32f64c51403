import { type AdminDeliveryFee, API_MESSAGES, type DeliveryFeeBody, toCedis } from '@shop/shared';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/query-helpers';
import { conflict } from '../../plugins/errors';
import {
  type DeliveryFeeRow,
  insertDeliveryFee,
  isCityTaken,
  updateDeliveryFee,
} from './delivery-fee-repository';

export function toAdminDeliveryFee(row: DeliveryFeeRow): AdminDeliveryFee {
  return { id: row.id, city: row.city, fee: toCedis(row.feePesewas) };
}

/**
 * "Accra" and "accra" would show as two choices in the cart's city list, so a city is
 * unique regardless of case: a look-up gives the clear 409, and the table's unique index
 * still catches two saves at one moment.
 */
async function savingCity<T>(
  db: Executor,
  body: DeliveryFeeBody,
  exceptId: number | undefined,
  save: () => Promise<T>,
) {
  if (await isCityTaken(db, body.city, exceptId)) throw conflict(API_MESSAGES.cityTaken);
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_MESSAGES.cityTaken);
    throw error;
  }
}

export function addDeliveryFee(db: Executor, body: DeliveryFeeBody): Promise<DeliveryFeeRow> {
  return savingCity(db, body, undefined, () => insertDeliveryFee(db, body));
}

/** The row as saved, or undefined when there is no such row. */
export function changeDeliveryFee(
  db: Executor,
  id: number,
  body: DeliveryFeeBody,
): Promise<DeliveryFeeRow | undefined> {
  return savingCity(db, body, id, () => updateDeliveryFee(db, id, body));
}
