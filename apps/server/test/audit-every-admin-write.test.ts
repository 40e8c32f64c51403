import {
  AUDIT_ACTION_NAMES,
  DEFAULT_RETURN_SETTINGS,
  DEFAULT_TAX_SETTINGS,
  type PayOnDeliverySettings,
  toTaxSettings,
} from '@shop/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/query-helpers';
import { auditLog, branches, orders, productReviews, productVariants, users } from '../src/db/schema';
import { demoBranches } from '../src/demo-shop/demo-branches';
import {
  createTestUser,
  insertTestOrder,
  insertTestProduct,
  multipartBody,
  shopOwner,
  type TestUser,
} from './helpers/admin-fixtures';
import { call } from './helpers/api';
import {
  DEMO_SETTINGS,
  moveOrder,
  newShopper,
  placeOnDelivery,
  saveSettings,
} from './helpers/pay-on-delivery';
import { codeOf, counterProduct, paidPickup, pickupBranch } from './helpers/pickup-counter';
import { deliveredPhoneOrder, insertReturnRequest } from './helpers/staff-return-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { databaseKinds } from './helpers/test-database';
import { registerStaff, type Shopper } from './helpers/users';

/**
 * Every admin write of the API document, called once with a valid request by the owner (staff's
 * own calls for the two-step set-up): each adds exactly one audit_log row (decision 0072) naming
 * the actor, the address, the route, and the rows it changed before and after, or the summary of
 * an upload or an import. A route added to the document without a request here fails the test.
 */
const ADDRESS = '10.72.0.1';

/** Writes that write nothing, so they add no row: a preview of a message, and nothing else. */
const WRITES_NOTHING = new Set(['POST /api/admin/orders/{id}/message-preview']);
/** Writes too long to hold a transaction: their row is a summary (decision 0072). */
const SUMMARISED = new Set(['POST /api/admin/products/import', 'POST /api/admin/uploads']);

interface Call {
  url: string;
  body?: unknown;
  /** A multipart body instead of JSON. */
  multipart?: ReturnType<typeof multipartBody>;
  /** Whose token: the owner's unless said. */
  token?: string;
}

interface Fixtures {
  context: TestContext;
  owner: TestUser;
  staff: Shopper & { id: string };
  clock: { now: Date };
}

const db = (fixtures: Fixtures) => fixtures.context.database.db;
const get = async (fixtures: Fixtures, url: string) =>
  (await call(fixtures.context.app, 'GET', url, { token: fixtures.owner.token })).body;
const created = async (fixtures: Fixtures, url: string, body: unknown) => {
  const answer = await call(fixtures.context.app, 'POST', url, { token: fixtures.owner.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
};
const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
/** The TOTP code at the test's clock, which moves 30 s per call so no code is used twice. */
const nextCode = (fixtures: Fixtures, secret: string) => {
  fixtures.clock.now = new Date(fixtures.clock.now.getTime() + 30_000);
  return generate({ secret, epoch: Math.floor(fixtures.clock.now.getTime() / 1000) });
};
let totpSecret = '';

const variantOf = async (fixtures: Fixtures, productId: number) => {
  const [variant] = await db(fixtures)
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
  return variant!;
};
const pendingReview = async (fixtures: Fixtures) => {
  const buyer = await createTestUser(db(fixtures), { name: 'Abena Asante' });
  const product = await insertTestProduct(db(fixtures));
  const order = await insertTestOrder(db(fixtures), {
    user: buyer,
    lines: [{ product, quantity: 1 }],
    status: 'Delivered',
  });
  const [review] = await db(fixtures)
    .insert(productReviews)
    .values({
      productId: product.id,
      userId: buyer.id,
      orderId: order.id,
      authorName: 'Abena A.',
      rating: 4,
      title: 'Good',
      body: 'Lasts two days.',
      status: 'pending',
    })
    .returning();
  return review!;
};
const paidOrder = async (fixtures: Fixtures) => {
  const buyer = await createTestUser(db(fixtures));
  const product = await insertTestProduct(db(fixtures), { stock: 5 });
  return insertTestOrder(db(fixtures), { user: buyer, lines: [{ product, quantity: 1 }] });
};
const validProduct = {
  name: 'Oraimo FreePods 4',
  price: 349.5,
  category: 'Accessories',
  subcategory: 'Earbuds',
  brand: 'Oraimo',
  soundSystem: 'Wireless Earbuds',
  description: 'Noise-cancelling earbuds with 35 hours of play.',
  info: ['Bluetooth 5.3'],
  TopSellingProduct: false,
  collection: false,
  stock: 7,
  image: ['/uploads/abc.webp'],
};
const hero = { title: 'Back to school deals', link: '/products', image: ['/uploads/hero.webp'], position: 0 };
const CHANGED_PAY_ON_DELIVERY: PayOnDeliverySettings = { ...DEMO_SETTINGS, maxOrderTotal: 1500 };

/** A valid request for each admin write, by "METHOD path" as the API document names it. */
const REQUESTS: Record<string, (fixtures: Fixtures) => Promise<Call>> = {
  'POST /api/admin/branches': async () => ({
    url: '/api/admin/branches',
    body: { ...demoBranches[1], name: uniqueName('Tema Community 1') },
  }),
  'PUT /api/admin/branches/{id}': async () => ({
    url: '/api/admin/branches/1',
    body: { ...demoBranches[0], name: 'Accra Mall Annex' },
  }),
  'DELETE /api/admin/branches/{id}': async (fixtures) => {
    const { branch } = await created(fixtures, '/api/admin/branches', {
      ...demoBranches[1],
      name: uniqueName('Ho'),
    });
    return { url: `/api/admin/branches/${branch.id}` };
  },
  'POST /api/admin/branches/{id}/delivery': async (fixtures) => {
    const { branch } = await created(fixtures, '/api/admin/branches', {
      ...demoBranches[1],
      name: uniqueName('Tamale'),
    });
    return { url: `/api/admin/branches/${branch.id}/delivery` };
  },
  'PUT /api/admin/products/{id}/branch-stock': async (fixtures) => {
    const product = await insertTestProduct(db(fixtures), { stock: 3 });
    const variant = await variantOf(fixtures, product.id);
    return {
      url: `/api/admin/products/${product.id}/branch-stock`,
      body: { stock: [{ variantId: variant.publicId, branchId: 1, stock: 6 }] },
    };
  },
  'POST /api/admin/stock-transfers': async (fixtures) => {
    const product = await insertTestProduct(db(fixtures), { stock: 4 });
    const variant = await variantOf(fixtures, product.id);
    const { branch } = await created(fixtures, '/api/admin/branches', {
      ...demoBranches[1],
      name: uniqueName('Cape'),
    });
    // The product's units lie at the branch filling deliveries, whichever it is by now.
    const [delivery] = await db(fixtures).select().from(branches).where(eq(branches.fillsDelivery, true));
    return {
      url: '/api/admin/stock-transfers',
      body: { variantId: variant.publicId, fromBranchId: delivery!.id, toBranchId: branch.id, units: 2 },
    };
  },
  'POST /api/admin/two-step/setup': async (fixtures) => ({
    url: '/api/admin/two-step/setup',
    token: fixtures.staff.token,
  }),
  'POST /api/admin/two-step/enable': async (fixtures) => ({
    url: '/api/admin/two-step/enable',
    token: fixtures.staff.token,
    body: { code: await nextCode(fixtures, totpSecret) },
  }),
  'POST /api/admin/two-step/recovery-codes': async (fixtures) => ({
    url: '/api/admin/two-step/recovery-codes',
    token: fixtures.staff.token,
    body: { code: await nextCode(fixtures, totpSecret) },
  }),
  'POST /api/admin/two-step/disable': async (fixtures) => ({
    url: '/api/admin/two-step/disable',
    token: fixtures.staff.token,
    body: { password: fixtures.staff.password, code: await nextCode(fixtures, totpSecret) },
  }),
  'PUT /api/admin/staff-security': async () => ({
    url: '/api/admin/staff-security',
    body: { twoStepRequired: false },
  }),
  'POST /api/admin/products/import': async (fixtures) => {
    const product = await insertTestProduct(db(fixtures), { name: uniqueName('Imported cable') });
    const csv = (
      await fixtures.context.app.inject({
        method: 'GET',
        url: '/api/admin/products.csv',
        headers: { authorization: `Bearer ${fixtures.owner.token}` },
      })
    ).body;
    const [header, ...lines] = csv.trim().split('\r\n');
    const line = lines.find((row) => row.startsWith(`${product.id},`))!;
    const changed = line.replace(product.name, `${product.name} v2`);
    return { url: '/api/admin/products/import', body: { csv: `${header}\r\n${changed}\r\n`, apply: true } };
  },
  'POST /api/admin/products': async () => ({
    url: '/api/admin/products',
    body: { ...validProduct, name: uniqueName('FreePods') },
  }),
  'PUT /api/admin/products/{id}': async (fixtures) => {
    const product = await insertTestProduct(db(fixtures));
    return {
      url: `/api/admin/products/${product.id}`,
      body: { ...validProduct, name: product.name, price: 1234.56 },
    };
  },
  'DELETE /api/admin/products/{id}': async (fixtures) => ({
    url: `/api/admin/products/${(await insertTestProduct(db(fixtures))).id}`,
  }),
  'PATCH /api/admin/products/{id}/flags': async (fixtures) => ({
    url: `/api/admin/products/${(await insertTestProduct(db(fixtures))).id}/flags`,
    body: { TopSellingProduct: true, collection: true },
  }),
  'PATCH /api/admin/products/{id}/stock': async (fixtures) => ({
    url: `/api/admin/products/${(await insertTestProduct(db(fixtures), { stock: 2 })).id}/stock`,
    body: { stock: 9 },
  }),
  'POST /api/admin/products/{id}/restore': async (fixtures) => ({
    url: `/api/admin/products/${(await insertTestProduct(db(fixtures), { archivedAt: new Date() })).id}/restore`,
  }),
  'POST /api/admin/brands': async () => ({ url: '/api/admin/brands', body: { name: uniqueName('Brand') } }),
  'PUT /api/admin/brands/{id}': async (fixtures) => {
    const { entry: brand } = await created(fixtures, '/api/admin/brands', { name: uniqueName('Brand') });
    return { url: `/api/admin/brands/${brand.id}`, body: { name: uniqueName('Renamed') } };
  },
  'DELETE /api/admin/brands/{id}': async (fixtures) => {
    const { entry: brand } = await created(fixtures, '/api/admin/brands', { name: uniqueName('Brand') });
    return { url: `/api/admin/brands/${brand.id}` };
  },
  'POST /api/admin/categories': async () => ({
    url: '/api/admin/categories',
    body: { name: uniqueName('Category') },
  }),
  'PUT /api/admin/categories/{id}': async (fixtures) => {
    const { entry: category } = await created(fixtures, '/api/admin/categories', {
      name: uniqueName('Category'),
    });
    return { url: `/api/admin/categories/${category.id}`, body: { name: uniqueName('Renamed') } };
  },
  'DELETE /api/admin/categories/{id}': async (fixtures) => {
    const { entry: category } = await created(fixtures, '/api/admin/categories', {
      name: uniqueName('Category'),
    });
    return { url: `/api/admin/categories/${category.id}` };
  },
  'POST /api/admin/subcategories': async () => ({
    url: '/api/admin/subcategories',
    body: { name: uniqueName('Sub'), categories: ['Accessories'] },
  }),
  'PUT /api/admin/subcategories/{id}': async (fixtures) => {
    const { entry: subcategory } = await created(fixtures, '/api/admin/subcategories', {
      name: uniqueName('Sub'),
      categories: ['Accessories'],
    });
    return {
      url: `/api/admin/subcategories/${subcategory.id}`,
      body: { name: uniqueName('Renamed'), categories: ['Accessories'] },
    };
  },
  'DELETE /api/admin/subcategories/{id}': async (fixtures) => {
    const { entry: subcategory } = await created(fixtures, '/api/admin/subcategories', {
      name: uniqueName('Sub'),
      categories: ['Accessories'],
    });
    return { url: `/api/admin/subcategories/${subcategory.id}` };
  },
  'PUT /api/admin/products/{id}/variants': async (fixtures) => {
    const product = await insertTestProduct(db(fixtures));
    const variant = await variantOf(fixtures, product.id);
    return {
      url: `/api/admin/products/${product.id}/variants`,
      body: {
        options: [{ name: 'Size', values: ['41mm', '45mm'] }],
        variants: [
          {
            _id: variant.publicId,
            sku: uniqueName('AW').replace(' ', '-'),
            options: { Size: '41mm' },
            price: 5500,
            stock: 4,
          },
          { sku: uniqueName('AW').replace(' ', '-'), options: { Size: '45mm' }, price: 5999.99, stock: 2 },
        ],
      },
    };
  },
  'PATCH /api/admin/products/{id}/variants/stock': async (fixtures) => {
    const product = await insertTestProduct(db(fixtures), { stock: 1 });
    const variant = await variantOf(fixtures, product.id);
    return {
      url: `/api/admin/products/${product.id}/variants/stock`,
      body: { stock: [{ _id: variant.publicId, stock: 8 }] },
    };
  },
  'PUT /api/admin/sales': async () => ({
    url: '/api/admin/sales',
    body: { target: 'category', value: 'Power', percent: 15 },
  }),
  'DELETE /api/admin/sales': async () => ({
    url: '/api/admin/sales',
    body: { target: 'category', value: 'Power' },
  }),
  'POST /api/admin/uploads': async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1e88e5' } })
      .png()
      .toBuffer();
    return {
      url: '/api/admin/uploads',
      multipart: multipartBody([
        { field: 'file', fileName: 'banner.png', contentType: 'image/png', data: png },
      ]),
    };
  },
  'POST /api/admin/heroes': async () => ({ url: '/api/admin/heroes', body: hero }),
  'PUT /api/admin/heroes/{id}': async (fixtures) => {
    const { hero: made } = await created(fixtures, '/api/admin/heroes', hero);
    return { url: `/api/admin/heroes/${made.id}`, body: { ...hero, title: 'Phones for school' } };
  },
  'DELETE /api/admin/heroes/{id}': async (fixtures) => {
    const { hero: made } = await created(fixtures, '/api/admin/heroes', hero);
    return { url: `/api/admin/heroes/${made.id}` };
  },
  'POST /api/admin/delivery-fees': async () => ({
    url: '/api/admin/delivery-fees',
    body: { city: uniqueName('Town'), fee: 25 },
  }),
  'PUT /api/admin/delivery-fees/{id}': async (fixtures) => {
    const { deliveryFee: fee } = await created(fixtures, '/api/admin/delivery-fees', {
      city: uniqueName('Town'),
      fee: 25,
    });
    return { url: `/api/admin/delivery-fees/${fee._id ?? fee.id}`, body: { city: fee.city, fee: 30 } };
  },
  'DELETE /api/admin/delivery-fees/{id}': async (fixtures) => {
    const { deliveryFee: fee } = await created(fixtures, '/api/admin/delivery-fees', {
      city: uniqueName('Town'),
      fee: 25,
    });
    return { url: `/api/admin/delivery-fees/${fee._id ?? fee.id}` };
  },
  'PUT /api/admin/store-info': async (fixtures) => {
    const { info } = await get(fixtures, '/api/admin/store-info');
    return { url: '/api/admin/store-info', body: { ...info, about: `${info.about} Since 2015.` } };
  },
  'PATCH /api/admin/orders/{id}/status': async (fixtures) => ({
    url: `/api/admin/orders/${(await paidOrder(fixtures)).id}/status`,
    body: { status: 'In Truck' },
  }),
  'POST /api/admin/orders/{id}/message-preview': async (fixtures) => ({
    url: `/api/admin/orders/${(await paidOrder(fixtures)).id}/message-preview`,
    body: { change: 'status', status: 'In Truck' },
  }),
  'PATCH /api/admin/customers/{id}': async (fixtures) => ({
    url: `/api/admin/customers/${(await createTestUser(db(fixtures))).id}`,
    body: { isAdmin: true },
  }),
  'PUT /api/admin/customers/{id}/order-texts': async (fixtures) => {
    const customer = await createTestUser(db(fixtures));
    await db(fixtures)
      .update(users)
      .set({ phone: '+233241112233', phoneVerifiedAt: new Date() })
      .where(eq(users.id, customer.id));
    return { url: `/api/admin/customers/${customer.id}/order-texts`, body: { orderTexts: false } };
  },
  'PUT /api/admin/store-info/payments': async () => ({
    url: '/api/admin/store-info/payments',
    body: CHANGED_PAY_ON_DELIVERY,
  }),
  'POST /api/admin/orders/{id}/collection': async (fixtures) => {
    await saveSettings(fixtures.context, DEMO_SETTINGS);
    const product = await insertTestProduct(db(fixtures), { stock: 5, pricePesewas: 10_000 });
    const { orderId } = await placeOnDelivery(fixtures.context, await newShopper(fixtures.context), [
      [product, 1],
    ]);
    for (const status of ['In Truck', 'In Transit'] as const)
      await moveOrder(fixtures.context, fixtures.owner.token, orderId, status);
    const [order] = await db(fixtures).select().from(orders).where(eq(orders.id, orderId));
    return {
      url: `/api/admin/orders/${orderId}/collection`,
      body: { outcome: 'collected', method: 'cash', amount: order!.totalPesewas / 100 },
    };
  },
  'POST /api/admin/customers/{id}/pay-on-delivery': async (fixtures) => {
    const customer = await createTestUser(db(fixtures));
    await db(fixtures).update(users).set({ refusedDeliveries: 2 }).where(eq(users.id, customer.id));
    return { url: `/api/admin/customers/${customer.id}/pay-on-delivery` };
  },
  'POST /api/admin/orders/{id}/ready-for-pickup': async (fixtures) => {
    const branch = await pickupBranch(fixtures.context);
    const { orderId } = await paidPickup(fixtures.context, branch.id, await counterProduct(fixtures.context));
    return { url: `/api/admin/orders/${orderId}/ready-for-pickup` };
  },
  'POST /api/admin/orders/{id}/pickup-code': async (fixtures) => {
    const branch = await pickupBranch(fixtures.context);
    const { orderId } = await paidPickup(fixtures.context, branch.id, await counterProduct(fixtures.context));
    await created(fixtures, `/api/admin/orders/${orderId}/ready-for-pickup`, undefined);
    return { url: `/api/admin/orders/${orderId}/pickup-code` };
  },
  'POST /api/admin/orders/{id}/pickup': async (fixtures) => {
    const branch = await pickupBranch(fixtures.context);
    const { orderId } = await paidPickup(fixtures.context, branch.id, await counterProduct(fixtures.context));
    await created(fixtures, `/api/admin/orders/${orderId}/ready-for-pickup`, undefined);
    return {
      url: `/api/admin/orders/${orderId}/pickup`,
      body: { code: await codeOf(fixtures.context, orderId) },
    };
  },
  'PUT /api/admin/customers/{id}/branch': async (fixtures) => {
    const colleague = await createTestUser(db(fixtures), { isAdmin: true });
    return { url: `/api/admin/customers/${colleague.id}/branch`, body: { branchId: 1 } };
  },
  'PUT /api/admin/tax-settings': async () => ({
    url: '/api/admin/tax-settings',
    body: { ...toTaxSettings(DEFAULT_TAX_SETTINGS), registered: true, tin: 'C0012345678' },
  }),
  'PUT /api/admin/seller-details': async () => ({
    url: '/api/admin/seller-details',
    body: {
      legalName: 'Kwik Tech Ghana Limited',
      registrationNumber: 'cs123456789',
      dataProtectionNumber: 'PDC/0123/2026',
      address: '12 Oxford Street, Osu, Accra',
      digitalAddress: 'ga 123 4567',
      phone: '030 212 3456',
      email: 'hello@kwiktech.com.gh',
    },
  }),
  'POST /api/admin/promotions': async () => ({
    url: '/api/admin/promotions',
    body: {
      code: uniqueName('save').replace(' ', ''),
      description: '10 % off everything',
      kind: 'percent',
      percent: 10,
    },
  }),
  'PUT /api/admin/promotions/{id}': async (fixtures) => {
    const code = uniqueName('save').replace(' ', '');
    const { promotion } = await created(fixtures, '/api/admin/promotions', {
      code,
      description: '10 % off',
      kind: 'percent',
      percent: 10,
    });
    return {
      url: `/api/admin/promotions/${promotion.id}`,
      body: { code, description: '15 % off', kind: 'percent', percent: 15 },
    };
  },
  'PATCH /api/admin/promotions/{id}': async (fixtures) => {
    const { promotion } = await created(fixtures, '/api/admin/promotions', {
      code: uniqueName('save').replace(' ', ''),
      description: '10 % off',
      kind: 'percent',
      percent: 10,
    });
    return { url: `/api/admin/promotions/${promotion.id}`, body: { enabled: false } };
  },
  'PUT /api/admin/return-settings': async () => ({
    url: '/api/admin/return-settings',
    body: { ...DEFAULT_RETURN_SETTINGS, windowDays: 30 },
  }),
  'POST /api/admin/returns/{id}/moves': async (fixtures) => {
    const sale = await deliveredPhoneOrder(fixtures.context);
    const request = await insertReturnRequest(fixtures.context, {
      orderId: sale.order.id,
      user: sale.buyer,
      units: [{ orderItemId: sale.line.id, quantity: 1 }],
    });
    return { url: `/api/admin/returns/${request.number}/moves`, body: { status: 'Approved' } };
  },
  'POST /api/admin/reviews/{id}/publish': async (fixtures) => ({
    url: `/api/admin/reviews/${(await pendingReview(fixtures)).id}/publish`,
  }),
  'POST /api/admin/reviews/{id}/reject': async (fixtures) => ({
    url: `/api/admin/reviews/${(await pendingReview(fixtures)).id}/reject`,
    body: { reason: 'Not about the product.' },
  }),
  'POST /api/admin/reviews/{id}/answer': async (fixtures) => ({
    url: `/api/admin/reviews/${(await pendingReview(fixtures)).id}/answer`,
    body: { text: 'Thank you for your review.' },
  }),
};

/** The admin writes of the app's own API document, as "METHOD path". */
async function adminWritesOf(context: TestContext): Promise<string[]> {
  const document = (await call(context.app, 'GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    path.startsWith('/api/admin/')
      ? Object.keys(operations)
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`)
      : [],
  );
}

const auditRows = (context: TestContext) =>
  context.database.db.select().from(auditLog).orderBy(asc(auditLog.id));

for (const kind of databaseKinds) {
  describe(`every admin write leaves one audit row [${kind}]`, () => {
    const clock = { now: new Date() };
    const fixtures = { clock } as Fixtures;
    let writes: string[] = [];

    beforeAll(async () => {
      fixtures.context = await createTestApp(kind, { seed: true, clock: () => clock.now });
      fixtures.owner = await shopOwner(fixtures.context.database.db);
      const staff = await registerStaff(fixtures.context);
      const [row] = await fixtures.context.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, staff.email));
      fixtures.staff = { ...staff, id: row!.id };
      writes = await adminWritesOf(fixtures.context);
    }, 180_000);
    afterAll(async () => {
      await fixtures.context?.app.close();
      await fixtures.context?.database.dispose();
    });

    it('has a valid request for every admin write of the API document', () => {
      expect(writes.length).toBeGreaterThan(50);
      expect(writes.filter((write) => !REQUESTS[write])).toEqual([]);
    });

    it('names every admin write that writes in words staff read, not from its address', () => {
      const unnamed = writes
        .map((write) => write.replace(/\{(\w+)\}/g, ':$1'))
        .filter((write) => !AUDIT_ACTION_NAMES[write] && !write.endsWith('/message-preview'));
      expect(unnamed).toEqual([]);
    });

    it('adds one row per write, with the actor, the address and what it changed', {
      timeout: 600_000,
    }, async () => {
      const { context } = fixtures;
      const kept = await auditRows(context);
      for (const write of writes) {
        const [method, path] = write.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
        const request = await REQUESTS[write]!(fixtures);
        const before = (await auditRows(context)).length;
        const token = request.token ?? fixtures.owner.token;
        const response = request.multipart
          ? await context.app.inject({
              method,
              url: request.url,
              payload: request.multipart.payload,
              remoteAddress: ADDRESS,
              headers: { ...request.multipart.headers, authorization: `Bearer ${token}` },
            })
          : await context.app.inject({
              method,
              url: request.url,
              remoteAddress: ADDRESS,
              headers: { authorization: `Bearer ${token}` },
              ...(request.body === undefined ? {} : { payload: request.body as object }),
            });
        expect(response.statusCode, `${write}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
        if (write === 'POST /api/admin/two-step/setup') totpSecret = JSON.parse(response.body).secret;
        const rows = await auditRows(context);
        if (WRITES_NOTHING.has(write)) {
          expect(rows.length, write).toBe(before);
          continue;
        }
        expect(rows.length, write).toBe(before + 1);
        const row = rows[rows.length - 1]!;
        const route = path.replace(/\{(\w+)\}/g, ':$1');
        expect(row, write).toMatchObject({
          method,
          route,
          address: ADDRESS,
          actorId: request.token ? fixtures.staff.id : fixtures.owner.id,
        });
        expect(row.action, write).not.toBe('');
        expect(row.changes.length, write).toBeGreaterThan(0);
        if (SUMMARISED.has(write)) {
          expect(row.changes[0], write).toMatchObject({ operation: 'summary', after: expect.any(Object) });
        } else {
          expect(
            row.changes.every((change) => change.table && (change.before || change.after)),
            `${write}: ${JSON.stringify(row.changes).slice(0, 300)}`,
          ).toBe(true);
        }
      }
      // No write changed or removed a row written before it.
      const after = await auditRows(context);
      expect(after.slice(0, kept.length)).toEqual(kept);
    });

    it('adds no row for a write refused as not found or invalid', { timeout: 300_000 }, async () => {
      const { context } = fixtures;
      const before = await auditRows(context);
      for (const write of writes.filter((each) => each.includes('{id}'))) {
        const [method, path] = write.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
        const response = await call(context.app, method, path.replace('{id}', '999999'), {
          token: fixtures.owner.token,
          body: {},
        });
        expect(response.status, `${write}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, write).toBeLessThan(500);
      }
      const refusedDuplicate = await call(context.app, 'POST', '/api/admin/delivery-fees', {
        token: fixtures.owner.token,
        body: { city: 'Accra', fee: 20 },
      });
      expect(refusedDuplicate.status).toBe(409);
      expect(await auditRows(context)).toEqual(before);
    });

    it('is refused any change through SQL, and by no route', async () => {
      const { context } = fixtures;
      const count = rowsOf<{ count: number }>(
        await context.database.db.execute(sql`select count(*)::int as count from audit_log`),
      )[0]!.count;
      expect(count).toBeGreaterThan(50);
      await expect(context.database.db.execute(sql`update audit_log set address = ''`)).rejects.toThrow();
      await expect(context.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
      // No route of the app writes to the log but by appending: none is a PUT, PATCH or DELETE of it.
      expect(writes.filter((write) => write.includes('audit'))).toEqual([]);
    });
  });
}
