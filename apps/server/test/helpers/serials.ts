import { randomInt } from 'node:crypto';
import { adminOrderDetailResponseSchema, passesLuhn } from '@shop/shared';
import { expect } from 'vitest';
import type { App } from '../../src/plugins/zod-type-provider';
import { call } from './api';

/** Reporting body identifiers of a made-up phone maker: every test IMEI starts with them. */
const TEST_IMEI_PREFIX = '35';
const SEQUENCE_DIGITS = 12;

/**
 * Where this test file's IMEIs start: random, so two files sharing a PostgreSQL server never
 * meet; then one apart, so no two units of one file share a serial (a serial may be in only
 * one live sale, decision 0061).
 */
let nextImeiSequence = randomInt(0, 10 ** SEQUENCE_DIGITS - 1_000_000);

/** The Luhn check digit that makes `payload` followed by it pass the check. */
export function luhnCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${payload}${digit}`)) return String(digit);
  }
  throw new Error(`No check digit completes ${payload}`);
}

/** A fresh IMEI: 14 digits never given before in this file and the Luhn check digit. */
export function freshImei(): string {
  const sequence = String(nextImeiSequence).padStart(SEQUENCE_DIGITS, '0');
  nextImeiSequence += 1;
  const payload = `${TEST_IMEI_PREFIX}${sequence}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

/**
 * What staff type at In Truck for this order: a fresh IMEI per unit of each line whose product
 * records serials, by order line id; empty when no line does. Read from the staff order page,
 * as the admin site's serial form is.
 */
export async function serialsForInTruck(
  app: App,
  staffToken: string,
  orderId: string,
): Promise<Record<string, string[]>> {
  const response = await call(app, 'GET', `/api/admin/orders/${orderId}`, { token: staffToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const { order } = adminOrderDetailResponseSchema.parse(response.body);
  return Object.fromEntries(
    order.items
      .filter((line) => line.tracksSerials)
      .map((line) => [line._id, Array.from({ length: line.quantity }, freshImei)]),
  );
}

/**
 * Staff move the order In Truck as the admin site does: with the serial of each unit that
 * records one. The raw answer, so a test can expect a refusal too.
 */
export async function moveOrderToInTruck(app: App, staffToken: string, orderId: string) {
  const serials = await serialsForInTruck(app, staffToken, orderId);
  return call(app, 'PATCH', `/api/admin/orders/${orderId}/status`, {
    token: staffToken,
    body: { status: 'In Truck', ...(Object.keys(serials).length > 0 ? { serials } : {}) },
  });
}
