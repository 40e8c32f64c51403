import type { APIRequestContext } from '@playwright/test';
import { BRANCH_TEXTS, type Branch, NAV_LABELS, summariseOpeningHours } from '@shop/shared';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';

/** The demo shop's open branches, as anyone may ask them (decision 0067). */
async function openBranches(request: APIRequestContext): Promise<Branch[]> {
  const response = await request.get('/api/branches');
  expect(response.ok()).toBe(true);
  const { branches } = (await response.json()) as { branches: Branch[] };
  expect(branches.length).toBeGreaterThan(0);
  return branches;
}

test.describe('Our shops on /contacts', () => {
  test.describe('with JavaScript switched off', () => {
    test.use({ javaScriptEnabled: false });

    test("the server's page lists every open branch with its address, call link, hours and pickup", async ({
      page,
      request,
    }) => {
      const branches = await openBranches(request);
      await page.goto('/contacts');
      const section = page.getByRole('region', { name: BRANCH_TEXTS.ourShops });
      await expect(section).toBeVisible();
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        branches.map((branch) => branch.name),
      );

      for (const branch of branches) {
        const card = section.locator('article').filter({
          has: page.getByRole('heading', { level: 3, name: branch.name, exact: true }),
        });
        if (branch.address) await expect(card.locator('address')).toContainText(branch.address);
        if (branch.city) await expect(card.locator('address')).toContainText(branch.city);
        if (branch.digitalAddress) {
          await expect(card.getByText(BRANCH_TEXTS.digitalAddress(branch.digitalAddress))).toBeVisible();
        }
        if (branch.phone) {
          await expect(card.getByRole('link', { name: BRANCH_TEXTS.call(branch.phone) })).toHaveAttribute(
            'href',
            `tel:${branch.phone.replace(/\s+/g, '')}`,
          );
        }
        await expect(card.getByRole('list', { name: BRANCH_TEXTS.hours }).getByRole('listitem')).toHaveText(
          summariseOpeningHours(branch.openingHours),
        );
        await expect(card.getByText(BRANCH_TEXTS.pickupOffered, { exact: true })).toHaveCount(
          branch.pickup ? 1 : 0,
        );
      }
    });
  });

  test('a visit from another page asks for the branches and shows them, readable by assistive technology', async ({
    page,
    request,
  }) => {
    const [first] = await openBranches(request);
    await page.goto('/faqs');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: NAV_LABELS.contacts, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contacts$/);
    const section = page.getByRole('region', { name: BRANCH_TEXTS.ourShops });
    await expect(section.getByRole('heading', { level: 3, name: first!.name, exact: true })).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});
