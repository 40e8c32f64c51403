import type { Locator, Page } from '@playwright/test';
import { ADMIN_TEXTS } from '@shop/shared';
import { E2E_ADMIN } from '../support/environment';
import { expect } from './fixtures';

export async function signInAsStaff(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/**
 * The Outbox's message that shows `text`, on whichever page it is: the Outbox lists the newest
 * first, 20 a page, and the journeys running beside this one keep writing to it, so a message
 * of a few seconds ago may already be on page 2. Turns pages until it is shown. `alsoText`
 * narrows to the one message that shows it too (its recipient).
 */
export async function outboxMessage(page: Page, text: string, alsoText?: string): Promise<Locator> {
  const sent = page.getByTestId('outbox-message').filter({ hasText: text });
  // A message sent to several people (a staff alert goes to every staff account): one of them.
  const message = alsoText === undefined ? sent : sent.filter({ hasText: alsoText });
  const next = page
    .getByRole('navigation', { name: ADMIN_TEXTS.pager.label })
    .getByRole('button', { name: ADMIN_TEXTS.pager.next });
  await expect(page.getByTestId('outbox-message').first()).toBeVisible();
  await expect(async () => {
    const shown = (await message.count()) > 0;
    if (!shown && (await next.count()) > 0 && (await next.isEnabled())) await next.click();
    await expect(message).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  return message;
}
