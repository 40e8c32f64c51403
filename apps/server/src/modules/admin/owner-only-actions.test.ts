import {
  ADMIN_MESSAGES,
  adminStoreInfoResponseSchema,
  BRANCH_MESSAGES,
  DEFAULT_RETURN_SETTINGS,
  DEFAULT_TAX_SETTINGS,
  PAY_ON_DELIVERY_TEXTS,
  type PayOnDeliverySettings,
  PICKUP_COUNTER_MESSAGES,
  RETURN_MESSAGES,
  SELLER_DETAILS_TEXTS,
  TAX_SETTINGS_TEXTS,
  TWO_STEP_TEXTS,
  toTaxSettings,
} from '@shop/shared';
import { BACKUP_TEXTS } from '@shop/shared/backup-texts';
import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser, shopOwner, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { DEMO_SETTINGS } from '../../../test/helpers/pay-on-delivery';
import { snapshotTables } from '../../../test/helpers/table-snapshot';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { demoBranches } from '../../demo-shop/demo-branches';
import { demoSellerDetails } from '../../demo-shop/demo-store-info';

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST';

/** The accounts every call below is made with or about. */
interface People {
  owner: TestUser;
  /** The staff member who is not the owner, refused below. */
  staff: TestUser;
  colleague: TestUser;
  customer: TestUser;
}

/**
 * One owner-only call (docs/operations.md, "Who may do what"): the request, the refusal
 * other staff get, and how to see that the owner's call took effect and then undo it.
 */
interface OwnerOnlyCall {
  action: string;
  method: Method;
  url: (people: People) => string;
  body: unknown;
  refusal: string;
  /** The owner's answer is a file, not `{success: true}`: its media type. */
  fileType?: string;
  /** Reads back what the call changes, as the shop shows it (a download changes nothing). */
  readBack?: (context: TestContext, people: People) => Promise<unknown>;
  expected?: unknown;
  undo?: (context: TestContext, people: People) => Promise<void>;
}

const CHANGED_SETTINGS: PayOnDeliverySettings = {
  enabled: true,
  cities: ['Kumasi'],
  maxOrderTotal: 1500,
  verifiedPhone: 'always',
  openOrdersPerAccount: 2,
};

const dashboardStatus = async (context: TestContext, token: string) =>
  (await call(context.app, 'GET', '/api/admin/dashboard', { token })).status;

const OWNER_ONLY_CALLS: OwnerOnlyCall[] = [
  {
    action: 'give a customer staff access',
    method: 'PATCH',
    url: ({ customer }) => `/api/admin/customers/${customer.id}`,
    body: { isAdmin: true },
    refusal: ADMIN_MESSAGES.ownerOnly,
    // The customer's own token opens the admin API once they are staff.
    readBack: (context, { customer }) => dashboardStatus(context, customer.token),
    expected: 200,
    undo: async (context, { owner, customer }) => {
      await call(context.app, 'PATCH', `/api/admin/customers/${customer.id}`, {
        token: owner.token,
        body: { isAdmin: false },
      });
    },
  },
  {
    action: 'remove a staff member',
    method: 'PATCH',
    url: ({ colleague }) => `/api/admin/customers/${colleague.id}`,
    body: { isAdmin: false },
    refusal: ADMIN_MESSAGES.ownerOnly,
    readBack: (context, { colleague }) => dashboardStatus(context, colleague.token),
    expected: 403,
    undo: async (context, { owner, colleague }) => {
      await call(context.app, 'PATCH', `/api/admin/customers/${colleague.id}`, {
        token: owner.token,
        body: { isAdmin: true },
      });
    },
  },
  {
    action: 'change the pay-on-delivery rules',
    method: 'PUT',
    url: () => '/api/admin/store-info/payments',
    body: CHANGED_SETTINGS,
    refusal: PAY_ON_DELIVERY_TEXTS.settings.ownerOnly,
    // What the storefront's checkout is told.
    readBack: async (context) => (await call(context.app, 'GET', '/api/payments/config')).body.payOnDelivery,
    expected: { enabled: true, cities: ['Kumasi'], maxOrderTotal: 1500, verifiedPhoneRequired: true },
    undo: async (context, { owner }) => {
      await call(context.app, 'PUT', '/api/admin/store-info/payments', {
        token: owner.token,
        body: DEMO_SETTINGS,
      });
    },
  },
  {
    action: 'change the tax settings',
    method: 'PUT',
    url: () => '/api/admin/tax-settings',
    body: { ...toTaxSettings(DEFAULT_TAX_SETTINGS), registered: true, tin: 'C0012345678' },
    refusal: TAX_SETTINGS_TEXTS.ownerOnly,
    // What every order answer's tax lines follow.
    readBack: async (context, { staff }) =>
      (await call(context.app, 'GET', '/api/admin/tax-settings', { token: staff.token })).body.taxSettings
        .tin,
    expected: 'C0012345678',
    undo: async (context, { owner }) => {
      await call(context.app, 'PUT', '/api/admin/tax-settings', {
        token: owner.token,
        body: toTaxSettings(DEFAULT_TAX_SETTINGS),
      });
    },
  },
  {
    action: 'change the seller details',
    method: 'PUT',
    url: () => '/api/admin/seller-details',
    body: { ...demoSellerDetails, phone: '024 412 3456' },
    refusal: SELLER_DETAILS_TEXTS.ownerOnly,
    // What every page's footer, the checkout and the invoices show (decision 0070).
    readBack: async (context) => (await call(context.app, 'GET', '/api/info/seller')).body.seller.phone,
    expected: '+233 24 412 3456',
    undo: async (context, { owner }) => {
      await call(context.app, 'PUT', '/api/admin/seller-details', {
        token: owner.token,
        body: demoSellerDetails,
      });
    },
  },
  {
    action: 'change the return rules',
    method: 'PUT',
    url: () => '/api/admin/return-settings',
    body: { windowDays: 30, changedMindAllowed: true },
    refusal: RETURN_MESSAGES.settingsOwnerOnly,
    // What every shopper's return form and request follow.
    readBack: async (context, { staff }) =>
      (await call(context.app, 'GET', '/api/admin/return-settings', { token: staff.token })).body.settings,
    expected: { windowDays: 30, changedMindAllowed: true },
    undo: async (context, { owner }) => {
      await call(context.app, 'PUT', '/api/admin/return-settings', {
        token: owner.token,
        body: DEFAULT_RETURN_SETTINGS,
      });
    },
  },
  {
    // Branch 1 is the shop's first, the Main shop migration 0031 made (the demo's Accra Mall).
    action: 'change a branch',
    method: 'PUT',
    url: () => '/api/admin/branches/1',
    body: { ...demoBranches[0], name: 'Accra Mall Annex' },
    refusal: BRANCH_MESSAGES.ownerOnly,
    // What the storefront's Our shops list and every staff member read.
    readBack: async (context, { staff }) =>
      (await call(context.app, 'GET', '/api/admin/branches', { token: staff.token })).body.branches.find(
        (branch: { id: number }) => branch.id === 1,
      )?.name,
    expected: 'Accra Mall Annex',
    undo: async (context, { owner }) => {
      await call(context.app, 'PUT', '/api/admin/branches/1', { token: owner.token, body: demoBranches[0] });
    },
  },
  {
    action: 'tie a staff member to a branch',
    method: 'PUT',
    url: ({ colleague }) => `/api/admin/customers/${colleague.id}/branch`,
    body: { branchId: 1 },
    refusal: PICKUP_COUNTER_MESSAGES.staffBranchOwnerOnly,
    // What the Customers page shows of the staff member.
    readBack: async (context, { staff, colleague }) =>
      (
        await call(context.app, 'GET', `/api/admin/customers?q=${encodeURIComponent(colleague.email)}`, {
          token: staff.token,
        })
      ).body.customers[0]?.branchId,
    expected: 1,
    undo: async (context, { owner, colleague }) => {
      await call(context.app, 'PUT', `/api/admin/customers/${colleague.id}/branch`, {
        token: owner.token,
        body: { branchId: null },
      });
    },
  },
  {
    // The owner's own second factor is on (beforeAll), as turning this on asks (decision 0073).
    action: 'require two-step sign-in of every staff account',
    method: 'PUT',
    url: () => '/api/admin/staff-security',
    body: { twoStepRequired: true },
    refusal: TWO_STEP_TEXTS.ownerOnly,
    // What each staff member's Two-step sign-in page says.
    readBack: async (context, { colleague }) =>
      (await call(context.app, 'GET', '/api/admin/two-step', { token: colleague.token })).body
        .requiredForAllStaff,
    expected: true,
    undo: async (context, { owner }) => {
      await call(context.app, 'PUT', '/api/admin/staff-security', {
        token: owner.token,
        body: { twoStepRequired: false },
      });
    },
  },
  {
    action: 'download a backup of the whole shop',
    method: 'GET',
    url: () => '/api/admin/backup',
    body: undefined,
    refusal: BACKUP_TEXTS.ownerOnly,
    // The answer is the change: the staff member gets the refusal, the owner the file.
    fileType: 'application/gzip',
  },
];

// A session's last use is bookkeeping, not a change anyone made.
const snapshot = (context: TestContext) =>
  snapshotTables(context.database, { leaveOut: { sessions: ['last_used_at'] } });

describeEachDatabase('owner-only admin actions', { seed: true }, (context) => {
  const people = {} as People;

  beforeAll(async () => {
    const db = context.database.db;
    people.owner = await shopOwner(db);
    people.staff = await createTestUser(db, { isAdmin: true, name: 'Kojo Staff' });
    people.colleague = await createTestUser(db, { isAdmin: true, name: 'Yaw Staff' });
    people.customer = await createTestUser(db, { name: 'Ama Customer' });
    const setup = await call(context.app, 'POST', '/api/admin/two-step/setup', { token: people.owner.token });
    await call(context.app, 'POST', '/api/admin/two-step/enable', {
      token: people.owner.token,
      body: { code: await generate({ secret: setup.body.secret }) },
    });
  });

  it.each(OWNER_ONLY_CALLS)(
    'refuses staff who are not the owner to $action (403, nothing written)',
    async (ownerOnly) => {
      const before = await snapshot(context);
      const refused = await call(context.app, ownerOnly.method, ownerOnly.url(people), {
        token: people.staff.token,
        body: ownerOnly.body,
      });
      expect(refused).toMatchObject({ status: 403, body: { success: false, message: ownerOnly.refusal } });
      expect(await snapshot(context)).toEqual(before);
      if (ownerOnly.readBack)
        expect(await ownerOnly.readBack(context, people)).not.toEqual(ownerOnly.expected);
    },
  );

  it.each(OWNER_ONLY_CALLS)('lets the owner $action', async (ownerOnly) => {
    try {
      const done = await call(context.app, ownerOnly.method, ownerOnly.url(people), {
        token: people.owner.token,
        body: ownerOnly.body,
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      if (ownerOnly.fileType) expect(done.headers['content-type']).toBe(ownerOnly.fileType);
      else expect(done.body.success).toBe(true);
      if (ownerOnly.readBack) expect(await ownerOnly.readBack(context, people)).toEqual(ownerOnly.expected);
    } finally {
      await ownerOnly.undo?.(context, people);
    }
  });

  it('refuses other staff before reading the body: rules with errors are 403, not 400', async () => {
    const refused = await call(context.app, 'PUT', '/api/admin/store-info/payments', {
      token: people.staff.token,
      body: { ...CHANGED_SETTINGS, cities: ['Timbuktu'], openOrdersPerAccount: 0 },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { success: false, message: PAY_ON_DELIVERY_TEXTS.settings.ownerOnly },
    });
  });

  it("leaves staff work to every staff member: they read the rules and edit the store's home page details", async () => {
    const rules = await call(context.app, 'GET', '/api/admin/store-info/payments', {
      token: people.staff.token,
    });
    expect(rules.status).toBe(200);
    expect(rules.body.payOnDelivery).toEqual(DEMO_SETTINGS);
    const { info } = adminStoreInfoResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/store-info', { token: people.staff.token })).body,
    );
    const saved = await call(context.app, 'PUT', '/api/admin/store-info', {
      token: people.staff.token,
      body: { ...info, whatWeOffer: [...info!.whatWeOffer, 'Same-day delivery in Accra'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await call(context.app, 'PUT', '/api/admin/store-info', { token: people.owner.token, body: info });
  });
});
