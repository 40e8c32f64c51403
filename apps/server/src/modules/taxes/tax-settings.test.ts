import { API_MESSAGES, TAX_SETTINGS_TEXTS, type TaxSettings, taxSettingsResponseSchema } from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import {
  createTestUser,
  insertTestOrder,
  insertTestProduct,
  shopOwner,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { readTaxSettings } from './tax-settings-repository';

const { errors } = TAX_SETTINGS_TEXTS;

const REGISTERED: TaxSettings = {
  registered: true,
  tin: 'C0012345678',
  legalName: 'Kwik Tech Ghana Limited',
  vatRate: 15,
  levies: [
    { name: 'NHIL', rate: 2.5 },
    { name: 'GETFund', rate: 2.5 },
  ],
  deliveryTaxed: true,
};

/** A body that breaks one rule, and the message the owner reads for it. */
const BAD_BODIES: { rule: string; body: unknown; message: string }[] = [
  { rule: 'registered without a TIN', body: { ...REGISTERED, tin: '' }, message: errors.tinRequired },
  { rule: 'a TIN of 9 digits', body: { ...REGISTERED, tin: 'C001234567' }, message: errors.tin },
  { rule: 'a TIN with another letter', body: { ...REGISTERED, tin: 'X0012345678' }, message: errors.tin },
  {
    rule: 'a VAT rate with three decimals',
    body: { ...REGISTERED, vatRate: 15.125 },
    message: errors.rateDecimals('The VAT rate'),
  },
  {
    rule: 'a levy over 100 %',
    body: { ...REGISTERED, levies: [{ name: 'NHIL', rate: 250 }] },
    message: errors.rateTooHigh('A levy rate'),
  },
  {
    rule: 'a negative VAT rate',
    body: { ...REGISTERED, vatRate: -1 },
    message: errors.rateNegative('The VAT rate'),
  },
  {
    rule: 'two levies of one name',
    body: { ...REGISTERED, levies: [...REGISTERED.levies, { name: 'nhil', rate: 1 }] },
    message: errors.levyNameTaken('nhil'),
  },
  {
    rule: 'a levy without a name',
    body: { ...REGISTERED, levies: [{ name: '  ', rate: 1 }] },
    message: errors.levyNameRequired,
  },
  {
    rule: 'four levies',
    body: {
      ...REGISTERED,
      levies: ['A', 'B', 'C', 'D'].map((name) => ({ name, rate: 1 })),
    },
    message: errors.tooManyLevies,
  },
  { rule: 'a rate as text', body: { ...REGISTERED, vatRate: '15' }, message: errors.rate('The VAT rate') },
];

describeEachDatabase('tax settings', {}, (context) => {
  let owner: TestUser;
  let staff: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    owner = await shopOwner(context.app.database.db);
    staff = await createTestUser(context.app.database.db, { isAdmin: true, name: 'Kofi Staff' });
    customer = await createTestUser(context.app.database.db, { name: 'Ama Buyer' });
  });
  const settingsAs = (token: string) => call(context.app, 'GET', '/api/admin/tax-settings', { token });
  const save = (token: string, body: unknown) =>
    call(context.app, 'PUT', '/api/admin/tax-settings', { token, body });
  const ordersOf = async (user: TestUser) =>
    (await call(context.app, 'GET', '/api/orders/order', { token: user.token })).body.orders;

  it('shows every staff member the 2026 rates, not registered, before the owner saves', async () => {
    const answer = await settingsAs(staff.token);
    expect(answer.status).toBe(200);
    expect(taxSettingsResponseSchema.parse(answer.body).taxSettings).toEqual({
      registered: false,
      tin: '',
      legalName: '',
      vatRate: 15,
      levies: [
        { name: 'NHIL', rate: 2.5 },
        { name: 'GETFund', rate: 2.5 },
      ],
      deliveryTaxed: true,
    });
  });

  it('keeps staff who are not the owner, customers and strangers from saving', async () => {
    const refused = await save(staff.token, REGISTERED);
    expect(refused).toMatchObject({
      status: 403,
      body: { success: false, message: TAX_SETTINGS_TEXTS.ownerOnly },
    });
    expect((await save(customer.token, REGISTERED)).body).toMatchObject({
      success: false,
      message: API_MESSAGES.staffOnly,
    });
    expect((await save(customer.token, REGISTERED)).status).toBe(403);
    expect((await call(context.app, 'GET', '/api/admin/tax-settings')).status).toBe(401);
    expect((await readTaxSettings(context.app.database.db)).registered).toBe(false);
  });

  it('refuses each broken rule with 400 and the message that names it, saving nothing', async () => {
    for (const { rule, body, message } of BAD_BODIES) {
      const answer = await save(owner.token, body);
      expect({ rule, status: answer.status, success: answer.body.success }).toEqual({
        rule,
        status: 400,
        success: false,
      });
      // The server names the field before a message that does not ("Field "vatRate" the VAT rate ...").
      expect(answer.body.message.toLowerCase(), rule).toContain(message.toLowerCase());
    }
    expect((await readTaxSettings(context.app.database.db)).registered).toBe(false);
  });

  it('shows no tax lines on an order until the shop is registered, then the split of its total', async () => {
    const phone = await insertTestProduct(context.app.database.db, { pricePesewas: 229_900 });
    await insertTestOrder(context.app.database.db, {
      user: customer,
      lines: [{ product: phone, quantity: 1 }],
      shippingFeePesewas: 2_000,
    });
    expect((await ordersOf(customer))[0].tax).toBeNull();

    // The owner types the TIN in small letters with spaces around it; it is kept as GRA prints it.
    const saved = await save(owner.token, { ...REGISTERED, tin: '  c0012345678 ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, message: TAX_SETTINGS_TEXTS.saved, taxSettings: REGISTERED });
    expect((await settingsAs(staff.token)).body.taxSettings).toEqual(REGISTERED);
    expect((await readTaxSettings(context.app.database.db)).rates).toEqual({
      vatBasisPoints: 1500,
      levies: [
        { name: 'NHIL', basisPoints: 250 },
        { name: 'GETFund', basisPoints: 250 },
      ],
    });

    // GHS 2,319.00 with its delivery, split at 15 / 2.5 / 2.5 %: 1,932.50 + 48.31 x 2 + 289.88.
    expect((await ordersOf(customer))[0].tax).toEqual({
      taxableValue: 1932.5,
      levies: [
        { name: 'NHIL', rate: 2.5, amount: 48.31 },
        { name: 'GETFund', rate: 2.5, amount: 48.31 },
      ],
      vat: { rate: 15, amount: 289.88 },
      untaxedDelivery: 0,
    });
  });

  it('keeps an untaxed delivery fee out of the split, and a third levy in it', async () => {
    const withoutDelivery = { ...REGISTERED, deliveryTaxed: false };
    expect((await save(owner.token, withoutDelivery)).status).toBe(200);
    // The design's worked example: GHS 2,299.00 of goods, the GHS 20.00 delivery beside it.
    expect((await ordersOf(customer))[0].tax).toEqual({
      taxableValue: 1915.83,
      levies: [
        { name: 'NHIL', rate: 2.5, amount: 47.9 },
        { name: 'GETFund', rate: 2.5, amount: 47.9 },
      ],
      vat: { rate: 15, amount: 287.37 },
      untaxedDelivery: 20,
    });

    const withCovidLevy = {
      ...withoutDelivery,
      levies: [...REGISTERED.levies, { name: 'COVID-19 Levy', rate: 1 }],
    };
    expect((await save(owner.token, withCovidLevy)).body.taxSettings).toEqual(withCovidLevy);
    const tax = (await ordersOf(customer))[0].tax;
    expect(tax.levies.map((levy: { name: string }) => levy.name)).toEqual([
      'NHIL',
      'GETFund',
      'COVID-19 Levy',
    ]);
    const parts = [
      tax.taxableValue,
      ...tax.levies.map((levy: { amount: number }) => levy.amount),
      tax.vat.amount,
    ];
    expect(Math.round(parts.reduce((sum: number, part: number) => sum + part, 0) * 100)).toBe(229_900);
  });

  it('shows no tax lines again once the owner turns registration off', async () => {
    expect((await save(owner.token, { ...REGISTERED, registered: false })).status).toBe(200);
    expect((await ordersOf(customer))[0].tax).toBeNull();
  });
});
