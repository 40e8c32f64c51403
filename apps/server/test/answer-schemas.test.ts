import { Writable } from 'node:stream';
import {
  API_MESSAGES,
  adminOrderDetailResponseSchema,
  cartResponseSchema,
  dashboardResponseSchema,
  heroListResponseSchema,
  messageResponseSchema,
  orderListResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  storeInfoAnswerSchema,
} from '@shop/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../src/app';
import { seedDemoShop } from '../src/demo-shop/seed-demo-shop';
import { answers, serialiserOf } from '../src/plugins/answer-serialiser';
import type { App } from '../src/plugins/zod-type-provider';
import { call } from './helpers/api';
import { checkout, productsInStock } from './helpers/checkout';
import { describeEachDatabase, testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { registerShopper, registerStaff } from './helpers/users';

const hero = { id: 1, image: ['/images/demo/hero.svg'], title: 'Phones', link: '/products', cta: 'Shop' };

/** Routes that answer what their schema does not allow, each in its own way. */
function addStrayRoutes(app: App) {
  const message = { response: answers({ 200: messageResponseSchema }) };
  app.get('/test/fits', { schema: message }, async () => ({ success: true, message: 'fine' }));
  app.get('/test/wrong-type', { schema: message }, async () => ({ success: true, message: 12 }) as never);
  app.get('/test/missing-field', { schema: message }, async () => ({ success: true }) as never);
  app.get('/test/wrong-literal', { schema: message }, async () => ({ success: false, message: 'x' }));
  // The serialiser alone would silently drop the extra field; the check refuses it.
  app.get(
    '/test/extra-property',
    { schema: { response: answers({ 200: heroListResponseSchema }) } },
    async () => ({ success: true, heroes: [{ ...hero, passwordHash: 'secret' }] }),
  );
  app.get('/test/undeclared-status', { schema: message }, async (_request, reply) =>
    reply.status(202).send({ success: true, message: 'accepted' }),
  );
}

describe('answers checked against their schemas', () => {
  let database: TestDatabase;
  let checked: App;
  let unchecked: App;
  const logLines: string[] = [];
  const log = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    checked = await buildApp(testConfig(), {
      database,
      skipMigrations: true,
      logger: { level: 'error', stream: log },
    });
    unchecked = await buildApp(testConfig({ checkAnswers: false }), {
      database,
      skipMigrations: true,
      logger: false,
    });
    for (const app of [checked, unchecked]) addStrayRoutes(app);
    await Promise.all([checked.ready(), unchecked.ready()]);
  }, 60_000);
  afterAll(async () => {
    await checked?.close();
    await unchecked?.close();
    await database?.dispose();
  });

  it('lets an answer that fits its schema through', async () => {
    const answer = await call(checked, 'GET', '/test/fits');
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: 'fine' } });
  });

  it.each([
    ['/test/wrong-type', 'message: Invalid input: expected string, received number'],
    ['/test/missing-field', 'message: Invalid input: expected string, received undefined'],
    ['/test/wrong-literal', 'success: Invalid input: expected true'],
    ['/test/extra-property', 'heroes.0.passwordHash: a property the schema does not allow'],
    ['/test/undeclared-status', 'answered 202, which its response schema does not declare'],
  ])('answers 500 for %s and logs the route and what is wrong', async (url, problem) => {
    const answer = await call(checked, 'GET', url);
    expect(answer).toEqual({
      status: 500,
      body: { success: false, message: API_MESSAGES.internal },
      headers: expect.anything(),
    });
    const logged = logLines.find((line) => line.includes(url));
    expect(logged, `a log line naming ${url}`).toBeDefined();
    expect(logged).toContain(problem);
  });

  it('without the check, drops a property the schema does not name instead of sending it', async () => {
    const answer = await call(unchecked, 'GET', '/test/extra-property');
    expect(answer.status).toBe(200);
    expect(answer.body.heroes).toEqual([hero]);
  });
});

/** Routes whose files @fastify/static serves (uploaded images, the built apps): bytes, not answers. */
const isStaticFileRoute = (route: RouteOptions) =>
  (route.schema as { hide?: boolean } | undefined)?.hide === true;

describe('every route', () => {
  const routes: RouteOptions[] = [];
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp(testConfig(), {
      database,
      skipMigrations: true,
      logger: false,
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const name = (route: RouteOptions) => `${String(route.method)} ${route.url}`;
  const responseOf = (route: RouteOptions) =>
    (route.schema as { response?: Record<string, z.ZodType> } | undefined)?.response;

  it('declares a success answer and the error answers, except static files', () => {
    expect(routes.length).toBeGreaterThan(50);
    const exceptions = routes.filter(isStaticFileRoute);
    expect(exceptions.map(name)).toContain('HEAD,GET /uploads/*');
    const missing = routes
      .filter((route) => !isStaticFileRoute(route))
      .filter((route) => {
        const response = responseOf(route);
        const statuses = Object.keys(response ?? {});
        return (
          !statuses.some((status) => status.startsWith('2')) || !('4xx' in response!) || !('5xx' in response!)
        );
      })
      .map(name);
    expect(missing).toEqual([]);
  });

  it('serialises every success answer with a compiled serialiser', () => {
    const fallbacks = routes
      .filter((route) => !isStaticFileRoute(route))
      .flatMap((route) =>
        Object.entries(responseOf(route) ?? {}).flatMap(([status, schema]) => {
          const { fallback } = serialiserOf(schema);
          return fallback ? [`${name(route)} ${status}: ${fallback}`] : [];
        }),
      );
    expect(fallbacks).toEqual([]);
  });
});

describeEachDatabase('real answers, serialised', { seed: false }, (context) => {
  let unchecked: App;

  beforeAll(async () => {
    await seedDemoShop(context.database.db);
    unchecked = await buildApp(testConfig({ checkAnswers: false, catalogueCacheMb: 0 }), {
      database: context.database,
      skipMigrations: true,
      logger: false,
    });
  }, 60_000);
  afterAll(async () => unchecked?.close());

  it('equal what JSON.stringify would send, with the check on and off', async () => {
    const shopper = await registerShopper(context.app);
    const staff = await registerStaff(context);
    const [first, second] = await productsInStock(context.app);
    const { created } = await checkout(context.app, shopper, [
      [first!, 1],
      [second!, 2],
    ]);
    await call(context.app, 'POST', '/api/cart/add', {
      token: shopper.token,
      body: { productId: first!._id, quantity: 1 },
    });
    const calls: [string, z.ZodType, string?][] = [
      ['/api/product/list?limit=24', productListResponseSchema],
      [`/api/product/${first!.id}`, productDetailResponseSchema],
      ['/api/hero/list', heroListResponseSchema],
      ['/api/info/get', storeInfoAnswerSchema],
      ['/api/cart', cartResponseSchema, shopper.token],
      ['/api/orders/order', orderListResponseSchema, shopper.token],
      [`/api/admin/orders/${created.body.order._id}`, adminOrderDetailResponseSchema, staff.token],
      ['/api/admin/dashboard', dashboardResponseSchema, staff.token],
    ];
    for (const [url, answerSchema, token] of calls) {
      const answer = await call(context.app, 'GET', url, { token });
      expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(200);
      // The answer as JSON.stringify would send it; the compiled serialiser must write the same value.
      const { serialise, fallback } = serialiserOf(answerSchema);
      expect(fallback, url).toBeUndefined();
      expect(JSON.parse(serialise(answer.body)), url).toEqual(answer.body);
      const withoutCheck = await call(unchecked, 'GET', url, { token });
      expect(withoutCheck.body, url).toEqual(answer.body);
    }
  });
});
