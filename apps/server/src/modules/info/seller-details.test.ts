import {
  API_MESSAGES,
  adminSellerDetailsResponseSchema,
  DEFAULT_TAX_SETTINGS,
  REQUIRED_SELLER_DETAILS,
  SELLER_DETAILS_TEXTS,
  type SellerDetailsInput,
  toTaxSettings,
} from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser, shopOwner, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { readSellerDetails } from './seller-details-repository';

const { errors } = SELLER_DETAILS_TEXTS;

const DETAILS: SellerDetailsInput = {
  legalName: 'Kwik Tech Ghana Limited',
  registrationNumber: 'cs123456789',
  dataProtectionNumber: 'PDC/0123/2026',
  address: '12 Oxford Street, Osu, Accra',
  digitalAddress: 'ga 123 4567',
  phone: '030 212 3456',
  email: 'hello@kwiktech.com.gh',
};

/** As the shop keeps and shows them: capitals, the digital address with dashes, the phone international. */
const SAVED = {
  ...DETAILS,
  registrationNumber: 'CS123456789',
  digitalAddress: 'GA-123-4567',
  phone: '+233 30 212 3456',
};

const BAD_BODIES: { rule: string; body: unknown; message: string }[] = [
  {
    rule: 'a phone of another country',
    body: { ...DETAILS, phone: '+44 20 7946 0958' },
    message: errors.phone,
  },
  { rule: 'a phone too short', body: { ...DETAILS, phone: '0244' }, message: errors.phone },
  { rule: 'an e-mail without a domain', body: { ...DETAILS, email: 'hello@' }, message: errors.email },
  {
    rule: 'a registration number without a digit',
    body: { ...DETAILS, registrationNumber: 'KWIKTECH' },
    message: errors.registrationNumber,
  },
  {
    rule: 'a registration number with a sign',
    body: { ...DETAILS, registrationNumber: 'CS#1234' },
    message: errors.registrationNumber,
  },
  {
    rule: 'a DPC number of two characters',
    body: { ...DETAILS, dataProtectionNumber: 'P1' },
    message: errors.dataProtectionNumber,
  },
  {
    rule: 'a legal name of 121 characters',
    body: { ...DETAILS, legalName: 'K'.repeat(121) },
    message: errors.tooLong(SELLER_DETAILS_TEXTS.labels.legalName, 120),
  },
  { rule: 'a phone as a number', body: { ...DETAILS, phone: 302123456 }, message: errors.text('Phone') },
];

describeEachDatabase('seller details', {}, (context) => {
  let owner: TestUser;
  let staff: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    owner = await shopOwner(context.app.database.db);
    staff = await createTestUser(context.app.database.db, { isAdmin: true, name: 'Kofi Staff' });
    customer = await createTestUser(context.app.database.db, { name: 'Ama Buyer' });
  });
  const detailsAs = (token: string) => call(context.app, 'GET', '/api/admin/seller-details', { token });
  const save = (token: string, body: unknown) =>
    call(context.app, 'PUT', '/api/admin/seller-details', { token, body });
  const publicSeller = async () => (await call(context.app, 'GET', '/api/info/seller')).body;

  it('tells staff of a fresh shop that every required detail is missing, and the public none', async () => {
    const answer = await detailsAs(staff.token);
    expect(answer.status).toBe(200);
    expect(adminSellerDetailsResponseSchema.parse(answer.body).missing).toEqual(REQUIRED_SELLER_DETAILS);
    expect((await publicSeller()).seller.legalName).toBe('');
  });

  it('keeps staff who are not the owner, customers and strangers from saving', async () => {
    expect(await save(staff.token, DETAILS)).toMatchObject({
      status: 403,
      body: { success: false, message: SELLER_DETAILS_TEXTS.ownerOnly },
    });
    expect(await save(customer.token, DETAILS)).toMatchObject({
      status: 403,
      body: { success: false, message: API_MESSAGES.staffOnly },
    });
    expect((await call(context.app, 'PUT', '/api/admin/seller-details', { body: DETAILS })).status).toBe(401);
    expect((await readSellerDetails(context.app.database.db)).legalName).toBe('');
  });

  it('refuses each bad value with 400 and the message that names it, saving nothing', async () => {
    for (const { rule, body, message } of BAD_BODIES) {
      const answer = await save(owner.token, body);
      expect({ rule, status: answer.status, success: answer.body.success }).toEqual({
        rule,
        status: 400,
        success: false,
      });
      expect(answer.body.message.toLowerCase(), rule).toContain(message.toLowerCase());
    }
    expect((await readSellerDetails(context.app.database.db)).legalName).toBe('');
  });

  it('saves the owner’s details as the shop shows them, and every public answer has them at once', async () => {
    await publicSeller(); // kept in the answer cache before the change
    const saved = await save(owner.token, DETAILS);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: SELLER_DETAILS_TEXTS.saved,
      sellerDetails: SAVED,
      missing: [],
    });
    expect((await detailsAs(staff.token)).body.sellerDetails).toEqual(SAVED);
    expect(await publicSeller()).toEqual({ success: true, seller: SAVED });
    expect((await call(context.app, 'GET', '/api/policies')).body.facts.seller).toEqual(SAVED);

    // One detail changed: the public answer follows (its cache cleared), the warning names it.
    const changed = await save(owner.token, { ...DETAILS, phone: '0244 123 456', address: '' });
    expect(changed.body.missing).toEqual(['address']);
    expect((await publicSeller()).seller).toMatchObject({ phone: '+233 24 412 3456', address: '' });
  });

  it('keeps one legal name: the tax settings read and write the seller’s', async () => {
    const taxSettings = async () =>
      (await call(context.app, 'GET', '/api/admin/tax-settings', { token: owner.token })).body.taxSettings;
    expect((await taxSettings()).legalName).toBe(DETAILS.legalName);
    const renamed = { ...toTaxSettings(DEFAULT_TAX_SETTINGS), legalName: 'Kwik Tech Ghana Ltd' };
    expect(
      (await call(context.app, 'PUT', '/api/admin/tax-settings', { token: owner.token, body: renamed }))
        .status,
    ).toBe(200);
    expect((await publicSeller()).seller.legalName).toBe('Kwik Tech Ghana Ltd');
    expect((await taxSettings()).legalName).toBe('Kwik Tech Ghana Ltd');
  });
});
