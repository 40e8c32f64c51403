import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  adminCustomerListResponseSchema,
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  dashboardResponseSchema,
  toCedis,
} from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestUser,
  insertTestOrder,
  insertTestProduct,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase } from '../../../test/helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

// No demo seed here: the dashboard's figures are checked exactly, so this file owns every row.
describeEachDatabase('admin orders, dashboard and customers', {}, (context) => {
  let staff: TestUser;
  let kofi: TestUser;
  let ama: TestUser;
  let idle: TestUser;
  const orderIds: Record<string, string> = {};
  const references: Record<string, string> = {};
  const totals: Record<string, number> = {};
  const productIds: Record<string, number> = {};

  beforeAll(async () => {
    const db = context.database.db;
    // The shop owner: the one staff account that gives and removes staff access.
    staff = await createTestUser(db, { isOwner: true, name: 'Staff Person', email: 'staff@example.com' });
    kofi = await createTestUser(db, { name: 'Kofi Boateng', email: 'kofi@example.com' });
    ama = await createTestUser(db, { name: 'Ama Mensah', email: 'ama@example.com' });
    idle = await createTestUser(db, { name: 'Idle Browser', email: 'idle@example.com' });
    const cable = await insertTestProduct(db, { name: 'USB-C cable', pricePesewas: 5_000, stock: 2 });
    const phone = await insertTestProduct(db, { name: 'Tecno Spark', pricePesewas: 150_050, stock: 10 });
    const bank = await insertTestProduct(db, { name: 'Oraimo power bank', pricePesewas: 20_000, stock: 0 });
    await insertTestProduct(db, { name: 'Old archived thing', stock: 0, archivedAt: new Date() });
    Object.assign(productIds, { cable: cable.id, phone: phone.id, bank: bank.id });

    const orders = {
      kofiOld: await insertTestOrder(db, {
        user: kofi,
        firstName: 'Kofi',
        lastName: 'Boateng',
        lines: [{ product: cable, quantity: 2 }],
        createdAt: daysAgo(3),
      }),
      amaHidden: await insertTestOrder(db, {
        user: ama,
        lines: [
          { product: cable, quantity: 1 },
          { product: phone, quantity: 3 },
        ],
        status: 'In Transit',
        hidden: true,
        createdAt: daysAgo(1),
      }),
      amaCancelled: await insertTestOrder(db, {
        user: ama,
        lines: [{ product: phone, quantity: 1 }],
        status: 'Cancelled',
        createdAt: new Date(Date.now() - 1000),
      }),
      kofiToday: await insertTestOrder(db, {
        user: kofi,
        firstName: 'Kofi',
        lastName: 'Boateng',
        lines: [{ product: phone, quantity: 1 }],
        status: 'Delivered',
      }),
      kofiLongAgo: await insertTestOrder(db, {
        user: kofi,
        firstName: 'Kofi',
        lastName: 'Boateng',
        lines: [{ product: bank, quantity: 10 }],
        status: 'Delivered',
        createdAt: daysAgo(40),
      }),
    };
    for (const [name, order] of Object.entries(orders)) {
      orderIds[name] = order.id;
      references[name] = order.paymentReference;
      totals[name] = toCedis(order.totalPesewas);
    }
  });

  const call = async (method: 'GET' | 'PATCH', url: string, payload?: object, token = staff.token) => {
    const response = await context.app.inject({ method, url, payload, headers: bearer(token) });
    return { status: response.statusCode, body: response.json() };
  };
  const idsOf = (body: { orders: { _id: string }[] }) => body.orders.map((order) => order._id);

  describe('orders', () => {
    it('lists every order newest first, hidden ones marked', async () => {
      const { status, body } = await call('GET', '/api/admin/orders');
      expect(status).toBe(200);
      const parsed = adminOrderListResponseSchema.parse(body);
      expect(parsed.total).toBe(5);
      expect(idsOf(parsed)).toEqual([
        orderIds.kofiToday,
        orderIds.amaCancelled,
        orderIds.amaHidden,
        orderIds.kofiOld,
        orderIds.kofiLongAgo,
      ]);
      const hidden = parsed.orders.find((order) => order._id === orderIds.amaHidden)!;
      expect(hidden).toMatchObject({
        hiddenByCustomer: true,
        itemCount: 4,
        orderStatus: 'In Transit',
        total: totals.amaHidden,
      });
      expect(parsed.orders.filter((order) => order.hiddenByCustomer)).toHaveLength(1);
      const paged = (await call('GET', '/api/admin/orders?page=2&limit=2')).body;
      expect(paged).toMatchObject({ total: 5, page: 2, limit: 2 });
      expect(idsOf(paged)).toEqual([orderIds.amaHidden, orderIds.kofiOld]);
    });

    it('filters by status and searches name, email and payment reference', async () => {
      expect(idsOf((await call('GET', '/api/admin/orders?status=In%20Transit')).body)).toEqual([
        orderIds.amaHidden,
      ]);
      expect(idsOf((await call('GET', '/api/admin/orders?status=Delivered')).body)).toHaveLength(2);
      expect(idsOf((await call('GET', '/api/admin/orders?q=KOFI')).body)).toHaveLength(3);
      expect(idsOf((await call('GET', '/api/admin/orders?q=boat')).body)).toHaveLength(3);
      expect(idsOf((await call('GET', '/api/admin/orders?q=ama%20mensah')).body)).toEqual([
        orderIds.amaCancelled,
        orderIds.amaHidden,
      ]);
      expect(idsOf((await call('GET', '/api/admin/orders?q=ama@example')).body)).toHaveLength(2);
      expect(idsOf((await call('GET', `/api/admin/orders?q=${references.kofiOld}`)).body)).toEqual([
        orderIds.kofiOld,
      ]);
      expect(idsOf((await call('GET', '/api/admin/orders?q=kofi&status=Delivered')).body)).toHaveLength(2);
      expect((await call('GET', '/api/admin/orders?q=%25')).body.total).toBe(0);
    });

    it('gives every order its own short number, the same in the list, the detail and the search', async () => {
      const { body } = await call('GET', '/api/admin/orders');
      const numbers = adminOrderListResponseSchema.parse(body).orders.map((order) => order.orderNumber);
      for (const number of numbers) expect(number).toMatch(/^KTG-\d{4,}$/);
      expect(new Set(numbers).size).toBe(numbers.length);

      const hidden = body.orders.find((order: { _id: string }) => order._id === orderIds.amaHidden);
      const detail = (await call('GET', `/api/admin/orders/${orderIds.amaHidden}`)).body;
      expect(detail.order.orderNumber).toBe(hidden.orderNumber);
      // Read out on the phone in any of these ways, it finds the one order.
      const digits = hidden.orderNumber.replace('KTG-', '');
      for (const spoken of [hidden.orderNumber, `ktg ${digits}`, digits]) {
        expect(idsOf((await call('GET', `/api/admin/orders?q=${encodeURIComponent(spoken)}`)).body)).toEqual([
          orderIds.amaHidden,
        ]);
      }
    });

    it('reads an empty status or search as "any"', async () => {
      const { status, body } = await call('GET', '/api/admin/orders?status=&q=');
      expect(status).toBe(200);
      expect(body.total).toBe(5);
    });

    it('refuses bad list parameters', async () => {
      for (const [query, word] of [
        ['status=Lost', 'status'],
        ['page=x', 'page'],
        ['limit=0', 'limit'],
        ['sort=asc', 'sort'],
      ]) {
        const { status, body } = await call('GET', `/api/admin/orders?${query}`);
        expect(status, query).toBe(400);
        expect(body.message.toLowerCase()).toContain(word);
      }
    });

    it('shows one order whole: customer, address, items as bought, totals, payment answer', async () => {
      const { status, body } = await call('GET', `/api/admin/orders/${orderIds.amaHidden}`);
      expect(status).toBe(200);
      const { order } = adminOrderDetailResponseSchema.parse(body);
      expect(order).toMatchObject({
        _id: orderIds.amaHidden,
        customer: { id: ama.id, name: 'Ama Mensah', email: 'ama@example.com' },
        firstName: 'Ama',
        street: '12 Oxford Street',
        city: 'Accra',
        country: 'Ghana',
        phoneNumber: '+233241234567',
        paymentReference: references.amaHidden,
        paymentStatus: 'Paid',
        orderStatus: 'In Transit',
        hiddenByCustomer: true,
        subtotal: 4551.5,
        shippingFee: 20,
        total: 4571.5,
        cancelReason: null,
      });
      expect(order.hiddenByCustomerAt).toEqual(expect.any(String));
      expect(order.items).toHaveLength(2);
      expect(order.items).toContainEqual(
        expect.objectContaining({
          productId: productIds.phone,
          name: 'Tecno Spark',
          price: 1500.5,
          quantity: 3,
          lineTotal: 4501.5,
        }),
      );
      expect(order.payment).toMatchObject({
        reference: references.amaHidden,
        provider: 'test',
        status: 'success',
        amount: 4571.5,
        currency: 'GHS',
        channel: 'mobile_money',
      });
      expect(order.payment!.raw).toMatchObject({
        data: { reference: references.amaHidden, status: 'success' },
      });
    });

    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      const missing = await call('GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000');
      expect(missing).toEqual({ status: 404, body: { success: false, message: API_MESSAGES.orderNotFound } });
      const malformed = await call('GET', '/api/admin/orders/42');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message.toLowerCase()).toContain('id');
    });
  });

  describe('dashboard', () => {
    it('answers 30 days, counts by status, the top 5 by units and low stock', async () => {
      const { status, body } = await call('GET', '/api/admin/dashboard');
      expect(status).toBe(200);
      const dashboard = dashboardResponseSchema.parse(body);

      expect(dashboard.days).toHaveLength(30);
      const today = new Date().toISOString().slice(0, 10);
      expect(dashboard.days.at(-1)!.date).toBe(today);
      expect(dashboard.days[0]!.date).toBe(new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10));
      const byDate = Object.fromEntries(dashboard.days.map((day) => [day.date, day]));
      const dayOf = (date: Date) => byDate[date.toISOString().slice(0, 10)]!;
      // The cancelled order of today is left out; the 40-day-old one is outside the window.
      expect(dayOf(new Date())).toEqual({ date: today, orders: 1, revenue: totals.kofiToday });
      expect(dayOf(daysAgo(1))).toMatchObject({ orders: 1, revenue: totals.amaHidden });
      expect(dayOf(daysAgo(3))).toMatchObject({ orders: 1, revenue: totals.kofiOld });
      expect(dashboard.days.reduce((sum, day) => sum + day.orders, 0)).toBe(3);

      expect(dashboard.statusCounts).toEqual({
        Pending: 1,
        'In Truck': 0,
        'In Transit': 1,
        // A pickup's waiting status (decision 0069) is counted too, none here.
        'Ready for pickup': 0,
        Delivered: 2,
        Cancelled: 1,
      });

      expect(dashboard.topProducts.map((product) => [product.name, product.unitsSold])).toEqual([
        ['Oraimo power bank', 10],
        ['Tecno Spark', 4],
        ['USB-C cable', 3],
      ]);
      expect(dashboard.topProducts[1]).toMatchObject({ productId: productIds.phone, revenue: 6002 });

      expect(dashboard.lowStock.map((product) => [product.name, product.stock])).toEqual([
        ['Oraimo power bank', 0],
        ['USB-C cable', 2],
      ]);
    });
  });

  describe('customers', () => {
    it('lists customers with their order counts and what they spent', async () => {
      const { status, body } = await call('GET', '/api/admin/customers');
      expect(status).toBe(200);
      const { customers, total } = adminCustomerListResponseSchema.parse(body);
      expect(total).toBe(4);
      const byEmail = Object.fromEntries(customers.map((customer) => [customer.email, customer]));
      expect(byEmail['kofi@example.com']).toMatchObject({
        name: 'Kofi Boateng',
        isAdmin: false,
        orderCount: 3,
        totalSpent: totals.kofiOld! + totals.kofiToday! + totals.kofiLongAgo!,
      });
      // The cancelled order counts as an order but not as money spent.
      expect(byEmail['ama@example.com']).toMatchObject({ orderCount: 2, totalSpent: totals.amaHidden });
      expect(byEmail['idle@example.com']).toMatchObject({ orderCount: 0, totalSpent: 0 });
      expect(byEmail['staff@example.com']).toMatchObject({ isAdmin: true, isOwner: true });
      expect(byEmail['kofi@example.com']).toMatchObject({ isOwner: false });
      const search = (await call('GET', '/api/admin/customers?q=MENSAH')).body;
      expect(search.customers.map((customer: { email: string }) => customer.email)).toEqual([
        'ama@example.com',
      ]);
    });

    it('makes a customer staff and back; the new staff reach the admin API at once', async () => {
      expect((await call('GET', '/api/admin/dashboard', undefined, idle.token)).status).toBe(403);
      const promoted = await call('PATCH', `/api/admin/customers/${idle.id}`, { isAdmin: true });
      expect(promoted.status).toBe(200);
      expect(promoted.body).toMatchObject({
        success: true,
        message: ADMIN_MESSAGES.madeStaff('Idle Browser'),
        customer: { id: idle.id, isAdmin: true },
      });
      expect((await call('GET', '/api/admin/dashboard', undefined, idle.token)).status).toBe(200);
      const demoted = await call('PATCH', `/api/admin/customers/${idle.id}`, { isAdmin: false });
      expect(demoted.body).toMatchObject({
        message: ADMIN_MESSAGES.removedStaff('Idle Browser'),
        customer: { isAdmin: false },
      });
      expect((await call('GET', '/api/admin/dashboard', undefined, idle.token)).status).toBe(403);
    });

    it('does not let the owner remove their own staff flag (409)', async () => {
      const own = await call('PATCH', `/api/admin/customers/${staff.id}`, { isAdmin: false });
      expect(own).toEqual({
        status: 409,
        body: { success: false, message: ADMIN_MESSAGES.cannotRemoveOwnStaff },
      });
      expect((await call('GET', '/api/admin/dashboard')).status).toBe(200);
      expect((await call('PATCH', `/api/admin/customers/${staff.id}`, { isAdmin: true })).status).toBe(200);
    });

    it('knows the owner by their own id in capitals too (PostgreSQL reads a uuid either way)', async () => {
      const own = await call('PATCH', `/api/admin/customers/${staff.id.toUpperCase()}`, { isAdmin: false });
      expect(own).toEqual({
        status: 409,
        body: { success: false, message: ADMIN_MESSAGES.cannotRemoveOwnStaff },
      });
      expect((await call('GET', '/api/admin/dashboard')).status).toBe(200);
    });

    it('refuses bad input and unknown customers', async () => {
      const missing = await call('PATCH', '/api/admin/customers/00000000-0000-4000-8000-000000000000', {
        isAdmin: true,
      });
      expect(missing).toEqual({
        status: 404,
        body: { success: false, message: ADMIN_MESSAGES.customerNotFound },
      });
      for (const payload of [{ isAdmin: 'yes' }, {}, { isAdmin: true, name: 'x' }]) {
        const bad = await call('PATCH', `/api/admin/customers/${kofi.id}`, payload);
        expect(bad.status).toBe(400);
        expect(bad.body.message.toLowerCase()).toMatch(/isadmin|name/);
      }
      expect((await call('PATCH', '/api/admin/customers/not-a-uuid', { isAdmin: true })).status).toBe(400);
    });
  });
});
