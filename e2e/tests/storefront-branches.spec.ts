import type { APIRequestContext } from '@playwright/test';
import { BRANCH_TEXTS, type Branch, NAV_LABELS, summariseOpeningHours } from '@shop/shared';
import { expect, test } from './fixtures';
import { seriousAccessibilityProblems } from './serious-accessibility-problems';

/** The demo seed's shops, in their order (apps/server/src/demo-shop/demo-branches.ts). */
const DEMO_SHOPS = ['Accra Mall', 'Kumasi Adum', 'Takoradi Market Circle'];

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

    test("the server's page lists the demo's shops with their address, call link, hours and pickup", async ({
      page,
      request,
    }) => {
      // The admin's branches spec may add and close a branch of its own meanwhile: the demo's three stay.
      const demoShops = (await openBranches(request)).filter((branch) => DEMO_SHOPS.includes(branch.name));
      expect(demoShops.map((branch) => branch.name)).toEqual(DEMO_SHOPS);
      await page.goto('/contacts');
      const section = page.getByRole('region', { name: BRANCH_TEXTS.ourShops });
      await expect(section).toBeVisible();
      const names = await section.getByRole('heading', { level: 3 }).allTextContents();
      expect(names.filter((name) => DEMO_SHOPS.includes(name))).toEqual(DEMO_SHOPS);

      for (const branch of demoShops) {
        const card = section.locator('article').filter({
          has: page.getByRole('heading', { level: 3, name: branch.name, exact: true }),
        });
        await expect(card.locator('address')).toHaveText(`${branch.address}, ${branch.city}`);
        await expect(card.getByText(BRANCH_TEXTS.digitalAddress(branch.digitalAddress))).toBeVisible();
        await expect(card.getByRole('link', { name: BRANCH_TEXTS.call(branch.phone) })).toHaveAttribute(
          'href',
          `tel:${branch.phone.replace(/\s+/g, '')}`,
        );
        await expect(card.getByRole('list', { name: BRANCH_TEXTS.hours }).getByRole('listitem')).toHaveText(
          summariseOpeningHours(branch.openingHours),
        );
        await expect(card.getByText(BRANCH_TEXTS.pickupOffered, { exact: true })).toHaveCount(
          branch.pickup ? 1 : 0,
        );
      }
      // What the demo seed gives them: Kumasi closes on Sundays, and Takoradi sells at its counter only.
      const kumasi = section
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: 'Kumasi Adum', exact: true }) });
      await expect(kumasi.getByRole('listitem').last()).toHaveText(`Sunday: ${BRANCH_TEXTS.closed}`);
      const takoradi = section
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: 'Takoradi Market Circle', exact: true }) });
      await expect(takoradi.getByText(BRANCH_TEXTS.pickupOffered)).toHaveCount(0);
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
