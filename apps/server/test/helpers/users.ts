import { authResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
import type { App } from '../../src/plugins/zod-type-provider';
import type { TestContext } from './test-app';

let emailCounter = 0;
export function uniqueEmail(prefix = 'shopper'): string {
  emailCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${emailCounter}@example.com`;
}

let addressCounter = 0;
/** A client address of its own, so the per-IP limit of register and login never trips between tests. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Shopper {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Signs a new shopper up through the API and answers their bearer token. */
export async function registerShopper(app: App, name = 'Ama Mensah'): Promise<Shopper> {
  const email = uniqueEmail();
  const password = 'a-long-password-1';
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name, email, password },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token } = authResponseSchema.parse(response.json());
  return { name, email, password, token };
}

/** A staff member: a shopper made isAdmin directly in the database. */
export async function registerStaff(context: TestContext): Promise<Shopper> {
  const staff = await registerShopper(context.app, 'Kojo Staff');
  await context.database.db.update(users).set({ isAdmin: true }).where(eq(users.email, staff.email));
  // Written behind the server's back: it is told, as the shop's own staff flag tells it
  // (plugins/kept-sessions.ts), before PostgreSQL's notice could arrive.
  context.app.answerCache.clear(['sessions']);
  return staff;
}
