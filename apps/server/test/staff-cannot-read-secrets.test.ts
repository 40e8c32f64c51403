import {
  ACCOUNT_MESSAGES,
  adminOutboxListResponseSchema,
  adminReturnResponseSchema,
  MAIL_TEXTS,
  SECRET_MASK,
} from '@shop/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  orderItems,
  orders,
  outbox,
  products,
  promotions,
  returnRequests,
  returnUnits,
  users,
} from '../src/db/schema';
import { askForReviews } from '../src/modules/reviews/review-asking';
import type { App } from '../src/plugins/zod-type-provider';
import { multipartBody } from './helpers/admin-fixtures';
import { call } from './helpers/api';
import { checkout, productsInStock } from './helpers/checkout';
import {
  type FakeAfricasTalking,
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from './helpers/fake-africastalking';
import { TestSmtpServer } from './helpers/smtp';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-database';
import { freshAddress, registerShopper, type Shopper } from './helpers/users';

const CUSTOMER_PHONE = '+233245550777';
const TAKEN_OVER_PASSWORD = 'staff-took-this-over-1';

/** Admin reads only the owner may make (docs/operations.md, who may do what). */
const OWNER_ONLY_READS = ['/api/admin/backup'];

/** The admin GET routes the app registered (its JSON pages and its CSV exports), found, not listed. */
const adminGetRoutes = (routes: RouteOptions[]) =>
  [
    ...new Set(
      routes
        .filter((route) => [route.method].flat().includes('GET') && route.url.startsWith('/api/admin'))
        .map((route) => route.url),
    ),
  ].sort();

/** Each route's `:id` filled with a real row of the fixtures, by the collection it names. */
function withRealIds(url: string, ids: Record<string, string>): string {
  return url.replace(/\/([a-z-]+)\/:([a-zA-Z]+)/g, (whole, collection: string) => {
    const id = ids[collection];
    if (!id) throw new Error(`No fixture id for ${whole} in ${url}: give the test one`);
    return `/${collection}/${id}`;
  });
}

for (const kind of databaseKinds) {
  describe(`secrets staff cannot read [${kind}]`, () => {
    const smtp = new TestSmtpServer();
    const routes: RouteOptions[] = [];
    let sms: FakeAfricasTalking;
    let database: TestDatabase;
    let app: App;
    let staff: Shopper;
    let owner: Shopper;
    let customer: Shopper;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      await smtp.start();
      sms = await startFakeAfricasTalking();
      database = await createTestDatabase(kind, { seed: true });
      app = await buildApp(
        testConfig({
          smtpUrl: smtp.url,
          publicUrl: 'https://shop.test',
          sms: { ...testConfig().sms, ...fakeAfricasTalkingSettings(sms.url) },
        }),
        { database, skipMigrations: true, logger: false, onRoute: (route) => routes.push(route) },
      );
      await app.ready();
      owner = await registerShopper(app, 'Efua Owner');
      await database.db
        .update(users)
        .set({ isAdmin: true, isOwner: true })
        .where(eq(users.email, owner.email));
      staff = await registerShopper(app, 'Kojo Staff');
      await database.db.update(users).set({ isAdmin: true }).where(eq(users.email, staff.email));
      customer = await registerShopper(app);
      // Rows for every admin page to show: an order, a contact message, a subscriber.
      const [product] = await productsInStock(app);
      const { created } = await checkout(app, customer, [[product!, 1]]);
      expect(created.status).toBe(200);
      ids.orders = created.body.order._id;
      const [productRow] = await database.db.select({ id: products.id }).from(products).limit(1);
      ids.products = String(productRow!.id);
      const [customerRow] = await database.db.select().from(users).where(eq(users.email, customer.email));
      ids.customers = customerRow!.id;
      const [promotion] = await database.db
        .insert(promotions)
        .values({ code: 'SECRETS10', description: '10 % off', kind: 'percent', percent: 10 })
        .returning({ id: promotions.id });
      ids.promotions = String(promotion!.id);
      // A return request of the order, which staff open from their queue.
      const [request] = await database.db
        .insert(returnRequests)
        .values({
          orderId: created.body.order._id,
          userId: customerRow!.id,
          kind: 'return',
          reason: 'faulty',
        })
        .returning({ number: returnRequests.number });
      ids.returns = String(request!.number);
      // A refund of the order's unit, received back, with the credit note staff open from the order.
      const [line] = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, created.body.order._id));
      const [refunded] = await database.db
        .insert(returnRequests)
        .values({
          orderId: created.body.order._id,
          userId: customerRow!.id,
          kind: 'return',
          reason: 'faulty',
          status: 'Received',
          condition: 'resaleable',
        })
        .returning();
      await database.db
        .insert(returnUnits)
        .values({ returnId: refunded!.id, orderItemId: line!.id, quantity: 1 });
      const refund = await call(app, 'POST', `/api/admin/returns/${refunded!.number}/moves`, {
        token: owner.token,
        body: { status: 'Refunded', method: 'paystack' },
      });
      expect(refund.status, JSON.stringify(refund.body)).toBe(200);
      ids['credit-notes'] = adminReturnResponseSchema.parse(refund.body).request.refund!.creditNoteNumber!;
      // A photo a shopper took of a faulty unit, which staff open from the request.
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
      const photo = multipartBody([{ field: 'photo', fileName: 'fault.png', data: png }]);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/returns/photos',
        payload: photo.payload,
        headers: { ...photo.headers, authorization: `Bearer ${customer.token}` },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      ids.photos = uploaded.json().photo.id;
      // The order delivered four days before this morning's run: its buyer is sent a review link.
      const morning = new Date();
      morning.setUTCHours(10, 0, 0, 0);
      await database.db
        .update(orders)
        .set({ orderStatus: 'Delivered', statusChangedAt: new Date(morning.getTime() - 4 * 86_400_000) })
        .where(eq(orders.id, created.body.order._id));
      expect(await askForReviews(app, morning)).toBe(1);
      await call(app, 'POST', '/api/contact', {
        token: customer.token,
        body: { name: 'Ama', message: 'Hi' },
      });
      await call(app, 'POST', '/api/newsletter', { body: { email: customer.email } });
      await app.outboxWorker!.deliverDue();
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
      await smtp.stop();
      await sms?.stop();
    });

    /** What staff can read: every admin GET and export, each answered 200, as text. */
    async function everythingStaffRead(): Promise<Map<string, string>> {
      const answers = new Map<string, string>();
      for (const url of adminGetRoutes(routes)) {
        const path = withRealIds(url, ids);
        const answer = await app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Bearer ${staff.token}` },
        });
        // The owner's download is the whole database, secrets too, by design (decision 0052):
        // other staff are refused it, and what they get instead is scanned like the rest.
        const expected = OWNER_ONLY_READS.includes(url) ? 403 : 200;
        expect(answer.statusCode, `${path}: ${answer.body.slice(0, 200)}`).toBe(expected);
        answers.set(path, answer.body);
      }
      return answers;
    }

    /** Where a live secret shows in what staff read; a 6-digit code counts where no digit adjoins it. */
    function secretsIn(answers: Map<string, string>, secrets: string[]): string[] {
      const found: string[] = [];
      for (const [path, body] of answers) {
        for (const secret of secrets) {
          const shown = /^\d{6}$/.test(secret)
            ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(body)
            : body.includes(secret) || body.includes(encodeURIComponent(secret));
          if (shown) found.push(`${path} shows ${secret}`);
        }
      }
      return found;
    }

    async function outboxRow(recipient: string, messageKind: string) {
      const [row] = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, messageKind)))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      return row!;
    }

    it('finds the admin pages and exports from the app itself, so a route added later is scanned too', () => {
      const urls = adminGetRoutes(routes);
      for (const url of ['/api/admin/outbox', '/api/admin/orders/:id', '/api/admin/customers']) {
        expect(urls).toContain(url);
      }
      expect(urls.filter((url) => url.endsWith('.csv')).length).toBeGreaterThanOrEqual(4);
    });

    it("keeps the owner's reset link and a shopper's phone code out of every admin answer and export, before and after sending; staff cannot take the owner's account", async () => {
      // The review link the customer's mailbox got, sent in the fixtures.
      const reviewToken = smtp
        .to(customer.email)
        .map((mail) => /\/review\/\d+\?token=([\w-]{40,})/.exec(mail.body)?.[1])
        .find(Boolean)!;
      expect(reviewToken).toBeDefined();
      // The mail server is down: the reset e-mail waits in the outbox with its link.
      await smtp.stop();
      const forgot = await call(app, 'POST', '/api/user/password/forgot', {
        body: { email: owner.email },
        remoteAddress: freshAddress(),
      });
      expect(forgot.status).toBe(200);
      await app.workAfterAnswer.settled();
      const started = await call(app, 'POST', '/api/user/phone/start', {
        token: customer.token,
        body: { phone: CUSTOMER_PHONE },
      });
      expect(started.status).toBe(200);
      const waiting = await outboxRow(owner.email, 'password-reset');
      expect(waiting.status).toBe('pending');
      const codeRow = await outboxRow(CUSTOMER_PHONE, 'phone-code');
      // The live secrets, read from the database as no staff member can.
      const token = decodeURIComponent(waiting.secret!);
      const code = codeRow.secret!;
      expect(token.length).toBeGreaterThan(20);
      expect(code).toMatch(/^\d{6}$/);

      const before = await everythingStaffRead();
      expect(secretsIn(before, [token, code, reviewToken])).toEqual([]);
      const listed = adminOutboxListResponseSchema.parse(JSON.parse(before.get('/api/admin/outbox')!));
      const shown = listed.messages.find((message) => message.id === waiting.id)!;
      expect(shown.text).toContain(`/reset_password?token=${SECRET_MASK}`);
      expect(listed.messages.find((message) => message.id === codeRow.id)!.text).toContain(SECRET_MASK);

      // Every string staff can see in the e-mail, tried as the token, sets no password.
      const seen = [
        ...shown.text.split(/\s+/),
        ...[...shown.text.matchAll(/token=(\S+)/g)].map((match) => match[1]!),
        shown.subject,
        shown.id,
      ].filter(Boolean);
      for (const candidate of new Set(seen)) {
        const tried = await call(app, 'POST', '/api/user/password/reset', {
          body: { token: candidate, password: TAKEN_OVER_PASSWORD },
          remoteAddress: freshAddress(),
        });
        expect(tried.status, candidate).toBe(400);
      }
      const takeover = await call(app, 'POST', '/api/user/login', {
        body: { email: owner.email, password: TAKEN_OVER_PASSWORD },
        remoteAddress: freshAddress(),
      });
      expect(takeover.status).toBe(401);

      // The mail server is back; the e-mail and the code leave, and their secrets with them.
      await smtp.start();
      await database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      while ((await app.outboxWorker!.deliverDue()) > 0) {}
      const sent = await outboxRow(owner.email, 'password-reset');
      expect(sent).toMatchObject({ status: 'sent', secret: null });
      expect((await outboxRow(CUSTOMER_PHONE, 'phone-code')).secret).toBeNull();
      const after = await everythingStaffRead();
      expect(secretsIn(after, [token, code, reviewToken])).toEqual([]);
      const stored = await database.db.execute(
        sql`select text, html, coalesce(secret, '') as secret from outbox`,
      );
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(JSON.stringify(stored)).not.toContain(reviewToken);

      // The owner's own mailbox and phone got them, and they work.
      const mail = smtp
        .to(owner.email)
        .find((received) => received.subject === MAIL_TEXTS.passwordReset.subject);
      expect(mail!.body).toContain(`/reset_password?token=${token}`);
      expect(sms.to(CUSTOMER_PHONE).at(-1)).toContain(code);
      const reset = await call(app, 'POST', '/api/user/password/reset', {
        body: { token, password: 'the-owner-chose-this-2' },
        remoteAddress: freshAddress(),
      });
      expect(reset.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordReset });
      const confirmed = await call(app, 'POST', '/api/user/phone/confirm', {
        token: customer.token,
        body: { code },
      });
      expect(confirmed.status).toBe(200);
    }, 120_000);
  });
}
