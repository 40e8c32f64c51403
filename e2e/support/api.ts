import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from './environment';

let counter = 0;
/** An address no other test uses, so tests can run in parallel on one database. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.test`;
}

export async function registerCustomer(request: APIRequestContext, name = 'Ama Mensah') {
  const email = uniqueEmail();
  const password = 'shopper-password-1';
  const response = await request.post('/api/user/register', { data: { name, email, password } });
  expect(response.ok()).toBeTruthy();
  const { token } = await response.json();
  return { email, password, name, token: token as string };
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).token;
}
