import { type APIRequestContext, expect } from '@playwright/test';
import { passesLuhn } from '@shop/shared';

// Staff record one serial per unit of a product that records serials (phones, tablets,
// computers) as its order goes In Truck (decision 0061). The e2e shop's database lives across
// the specs of a run and a serial can be in only one live sale, so every IMEI here is new.

/**
 * 14 digits no other IMEI of this run shares: the worker's process id, the moment this file
 * was loaded, then one apart for each IMEI the worker makes.
 */
const IMEI_START = `8${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
let imeisMade = 0;

/** A fresh IMEI: 14 digits never given before in this run and the Luhn check digit. */
export function freshImei(): string {
  imeisMade += 1;
  const payload = `${IMEI_START}${String(imeisMade).padStart(4, '0')}`;
  const check = [...'0123456789'].find((digit) => passesLuhn(`${payload}${digit}`));
  return `${payload}${check}`;
}

interface AdminOrderLine {
  _id: string;
  quantity: number;
  tracksSerials?: boolean;
}

/**
 * Staff move the order In Truck through the admin API, as the order page's serial form sends
 * it: a fresh IMEI for each unit of each line whose product records serials.
 */
export async function staffMoveOrderInTruck(request: APIRequestContext, token: string, orderId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const answer = await request.get(`/api/admin/orders/${orderId}`, { headers });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const { items } = (await answer.json()).order as { items: AdminOrderLine[] };
  const serials = Object.fromEntries(
    items
      .filter((line) => line.tracksSerials)
      .map((line) => [line._id, Array.from({ length: line.quantity }, freshImei)]),
  );
  const moved = await request.patch(`/api/admin/orders/${orderId}/status`, {
    headers,
    data: { status: 'In Truck', ...(Object.keys(serials).length > 0 ? { serials } : {}) },
  });
  expect(moved.ok(), await moved.text()).toBeTruthy();
}
