import type { StartCheckoutResponse } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { seedDemoShop } from '../../src/demo-shop/seed-demo-shop';
import { createSession } from '../../src/plugins/auth';
import type { App } from '../../src/plugins/zod-type-provider';
import { call } from './api';
import { addToCart, orderBody, productsInStock, startCart, testCharge } from './checkout';
import { testConfig } from './test-app';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';
import { registerShopper, type Shopper } from './users';

export type Who = 'anonymous' | 'customer' | 'staff';

/** One method of one route, as the app registered it, with its zod schemas. */
export interface FuzzRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

/** How the fixtures' checkouts are paid: the test dialog, or (with Paystack) the fake's popup. */
export type PayCheckout = (app: App, shopper: Shopper, started: StartCheckoutResponse) => Promise<void>;

const payInTestDialog: PayCheckout = async (app, shopper, started) => {
  await testCharge(app, shopper, started.payment.accessCode);
};

export interface FuzzOptions {
  config?: Partial<Config>;
  pay?: PayCheckout;
  /** Paystack's secret key, to sign the webhook bodies a request asks to have signed. */
  webhookSecret?: string;
  /** Body schemas of routes that parse their body themselves (the webhook), by "METHOD url". */
  bodyHints?: Record<string, z.ZodType>;
}

export interface FuzzApp {
  app: App;
  database: TestDatabase;
  routes: FuzzRoute[];
  /** Values the database holds (ids, references, e-mails, cities), for requests that find rows. */
  known: unknown[];
  /** The bearer token of each identity; refreshed by `refreshIdentities`. */
  tokens: Partial<Record<Who, string>>;
  /** New sessions for the customer and the staff member, and their roles as they were (a fuzzed logout or staff change may have ended them). */
  refreshIdentities(): Promise<void>;
  webhookSecret?: string;
  close(): Promise<void>;
}

function routesOf(route: RouteOptions): FuzzRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
  return methods.map((method) => ({
    method,
    url: route.url,
    body: schema.body,
    querystring: schema.querystring,
    params: schema.params,
  }));
}

async function rowsOf<Row>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Everything worth finding: ids as numbers and text, references, codes, e-mails, cities. */
async function knownValues(database: TestDatabase): Promise<unknown[]> {
  const rows = await rowsOf<{ value: string }>(
    database,
    sql`select id::text as value from products
        union all select id::text from heroes
        union all select id::text from delivery_fees
        union all select city from delivery_fees
        union all select id::text from users
        union all select email from users
        union all select id::text from orders
        union all select payment_reference from orders
        union all select access_code from test_payment_transactions
        union all select id::text from contact_messages
        union all select id::text from product_reviews
        union all select email from newsletter_subscribers`,
  );
  const texts = [...new Set(rows.map((row) => row.value).filter(Boolean))];
  const numbers = texts.filter((text) => /^\d{1,9}$/.test(text)).map(Number);
  return [
    ...texts,
    ...numbers,
    'Ghana',
    '0241234567',
    '/uploads/fuzz.webp',
    '/products',
    'success',
    'cancel',
  ];
}

/**
 * An app on a fresh, seeded database, with a staff member, a customer who has a cart and a
 * checkout awaiting payment, and another customer with a paid order (whose reference the
 * customer may not use). Every route the app registers is listed.
 */
export async function createFuzzApp(kind: DatabaseKind, options: FuzzOptions = {}): Promise<FuzzApp> {
  const database = await createTestDatabase(kind);
  try {
    return await prepare(database, options);
  } catch (error) {
    await database.dispose();
    throw error;
  }
}

async function prepare(database: TestDatabase, options: FuzzOptions): Promise<FuzzApp> {
  const { config = {}, pay = payInTestDialog, bodyHints = {} } = options;
  await seedDemoShop(database.db);
  const routes: FuzzRoute[] = [];
  const app = await buildApp(testConfig(config), {
    database,
    skipMigrations: true,
    logger: false,
    onRoute: (route) =>
      routes.push(
        ...routesOf(route).map((found) => ({
          ...found,
          body: found.body ?? bodyHints[`${found.method} ${found.url}`],
        })),
      ),
  });
  await app.ready();

  const products = await productsInStock(app, 5);
  const other = await registerShopper(app, 'Kofi Other');
  await addToCart(app, other.token, products[0]!, 1);
  const paid = await startCart(app, other);
  await pay(app, other, paid.started);
  const order = orderBody(other, paid.figures, paid.city.city, paid.reference);
  const created = await call(app, 'POST', '/api/orders/create', { token: other.token, body: order });
  if (created.status >= 300) throw new Error(`fixture order: ${JSON.stringify(created.body)}`);
  const customer: Shopper = await registerShopper(app, 'Ama Fuzz');
  await addToCart(app, customer.token, products[1]!, 1);
  await startCart(app, customer);
  await addToCart(app, customer.token, products[2]!, 2);
  const staff = await registerShopper(app, 'Kojo Staff');
  await call(app, 'POST', '/api/contact', { token: customer.token, body: { name: 'Ama', message: 'Hello' } });
  await call(app, 'POST', '/api/newsletter', { body: { email: customer.email } });

  const idOf = async (email: string) =>
    (await rowsOf<{ id: string }>(database, sql`select id from users where email = ${email}`))[0]!.id;
  const customerId = await idOf(customer.email);
  const staffId = await idOf(staff.email);
  const tokens: FuzzApp['tokens'] = {};
  const refreshIdentities = async () => {
    await database.db.execute(sql`update users set is_admin = (id = ${staffId})
                                  where id in (${customerId}, ${staffId})`);
    tokens.customer = await createSession(database.db, customerId);
    tokens.staff = await createSession(database.db, staffId);
  };
  await refreshIdentities();

  return {
    app,
    database,
    routes,
    known: await knownValues(database),
    tokens,
    refreshIdentities,
    webhookSecret: options.webhookSecret,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
