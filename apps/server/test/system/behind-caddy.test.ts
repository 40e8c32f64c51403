import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../helpers/smtp';
import {
  answeredBy,
  type Cluster,
  hasCaddy,
  type Instance,
  proxyDecisionLines,
  requestLines,
  shopEnvironment,
  startCluster,
  until,
  waitFor,
} from './behind-caddy-cluster';
import {
  backupRows,
  countRefundCalls,
  dueInOutbox,
  leaveRefundsPending,
  outboxCounts,
  readLedger,
} from './behind-caddy-ledger';
import { restartUnderShoppers } from './behind-caddy-rolling';
import {
  adminBodyOf,
  type CheckoutCounts,
  checkoutThrough,
  type Fee,
  failedLoginsFrom,
  p99,
  productOn,
  recorderOf,
  registerShoppers,
  sendAsStaff,
} from './behind-caddy-shoppers';
import { PRODUCT_IDS, SHOPPERS, type Shopper } from './checkout-shoppers';

/**
 * The shop as decision 0077 deploys it: two instances of the built server on one PostgreSQL
 * and one Redis, behind Caddy run with the repository's own deploy/Caddyfile. Through Caddy,
 * shoppers are answered by both instances in turn; a change made on one is seen on the other at
 * once; the background jobs act once across the two; a rolling restart under 50 shoppers loses
 * no request and no order; and a forged X-Forwarded-For sent around Caddy moves no limit.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const adminUrl = process.env.TEST_DATABASE_URL;
/** Units every product the shoppers buy holds: nobody meets an empty shelf. */
const STOCK = 100_000;
/** Checkouts whose page closes once the charge is taken: the sweepers' to finish. */
const CLOSED_AFTER_CHARGE = 10;
/** Paid orders left Refund pending, as a refund the provider refused leaves them. */
const REFUNDS_LEFT = 3;
/** Seconds after its start an instance first looks whether a backup is due (backup-scheduler.ts). */
const FIRST_BACKUP_LOOK_S = 30;
const STEADY_MS = 3000;
/** A shopper's pause between reading the list and the product, and before paying. */
const THINK_MS = 50;

describe.runIf(adminUrl && (inCi || hasCaddy()))('two instances behind Caddy (deploy/Caddyfile)', () => {
  const began = Date.now();
  const databaseName = `shop_caddy_${Date.now().toString(36)}`;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-behind-caddy-'));
  const smtp = new TestSmtpServer();
  let admin: pg.Client;
  let client: pg.Client;
  let cluster: Cluster;
  let staff: Shopper;
  let shoppers: Shopper[];
  let fee: Fee;
  const stagedUnits = new Map<number, number>();
  const checkouts: CheckoutCounts = { charged: 0, ordered: 0, leftToSweeper: 0 };

  /** The files in each instance's own folder of a kind (data, backups), or under it. */
  const folderOf = (name: string, kind: string) => path.join(folder, `${kind}-${name}`);
  const filesIn = (kind: string, under = '') =>
    ['A', 'B'].flatMap((name) => {
      try {
        return readdirSync(path.join(folderOf(name, kind), under));
      } catch {
        return [];
      }
    });

  beforeAll(async () => {
    if (!hasCaddy()) throw new Error('Caddy is not installed: apt-get install -y caddy (CI installs it).');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    await smtp.start();
    cluster = await startCluster(['A', 'B'], (name) =>
      shopEnvironment({
        databaseUrl: url.toString(),
        redisKeyPrefix: `${databaseName}:`,
        dataDir: folderOf(name, 'data'),
        backupDir: folderOf(name, 'backups'),
        smtpUrl: smtp.url,
      }),
    );
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await countRefundCalls(client);
  }, 240_000);

  afterAll(async () => {
    await cluster?.remove();
    await client?.end().catch(() => {});
    await smtp.stop();
    if (admin) {
      await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
      await admin.end();
    }
    rmSync(folder, { recursive: true, force: true });
    console.log(`[figures] behind Caddy: the whole file took ${((Date.now() - began) / 1000).toFixed(1)} s`);
  });

  it('answers from both instances in turn, shows a change made on one through the other at once, and runs the sweeper, refunds and outbox once', async () => {
    const [a, b] = cluster.instances as [Instance, Instance];
    const recorder = recorderOf(cluster.url);
    [staff] = (await registerShoppers(recorder, 1, 'staff')) as [Shopper];
    await client.query('update users set is_admin = true where email = $1', [staff.email]);
    for (const id of PRODUCT_IDS) {
      const saved = await sendAsStaff(a.baseUrl, 'PATCH', `/api/admin/products/${id}/stock`, staff.token, {
        stock: STOCK,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    fee = ((await recorder.call('/api/delivery-fees/', null)).body as unknown as Fee[])[0]!;

    // A price changed on A, asked of B, which had the old answer in its cache.
    const before = await productOn(b.baseUrl, 6);
    await productOn(b.baseUrl, 6);
    const changed = await sendAsStaff(a.baseUrl, 'PUT', '/api/admin/products/6', staff.token, {
      ...adminBodyOf(before),
      price: before.price + 250,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    let seen = before.price;
    const seenAfterMs = await until(
      async () => {
        seen = (await productOn(b.baseUrl, 6)).price;
        return seen === before.price + 250;
      },
      5000,
      () => `B still answers ${seen}`,
    );
    // At once: the notice from PostgreSQL reached B before the first ask, or within a second.
    expect(seenAfterMs).toBeLessThan(1000);

    shoppers = await registerShoppers(recorder, SHOPPERS, 'caddy');
    await Promise.all(
      shoppers.map((shopper, index) =>
        recorder.call('/api/cart/add', shopper.token, {
          productId: String(PRODUCT_IDS[index % PRODUCT_IDS.length]),
          quantity: 1,
        }),
      ),
    );
    await Promise.all(
      shoppers.map((shopper, index) =>
        checkoutThrough(recorder, shopper, fee, checkouts, index < CLOSED_AFTER_CHARGE),
      ),
    );
    const lines = { A: requestLines(a.runs[0]!), B: requestLines(b.runs[0]!) };
    console.log(
      `[figures] behind Caddy, one Redis and one PostgreSQL: ${recorder.requests.length} requests through Caddy, ` +
        `answered by A ${lines.A.length} and B ${lines.B.length} (logged, cache hits aside); the price ` +
        `changed on A seen on B after ${seenAfterMs} ms; ${checkouts.charged} charged, ` +
        `${checkouts.ordered} ordered by the page, ${checkouts.leftToSweeper} left to the sweepers`,
    );
    expect(recorder.requests.filter((timed) => timed.failure).map((timed) => timed.failure)).toEqual([]);
    expect(checkouts.charged).toBe(SHOPPERS);
    // Fewest requests under way first (least_conn), ties drawn: each answers about half.
    const share = lines.A.length / (lines.A.length + lines.B.length);
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.7);
    // Caddy's X-Forwarded-For names the test's address, and the logs say so.
    expect(new Set([...lines.A, ...lines.B].map((line) => line.remoteAddress))).toEqual(
      new Set(['127.0.0.1']),
    );

    // The sweepers (one per instance, every second) settle the closed pages once.
    await until(
      async () => (await readLedger(client, PRODUCT_IDS)).paid === SHOPPERS,
      30_000,
      () => 'the sweepers did not settle every charge',
    );
    const staged = await leaveRefundsPending(client, REFUNDS_LEFT);
    for (const unit of staged.units) stagedUnits.set(unit.product_id, unit.quantity);
    await until(
      async () => (await readLedger(client, PRODUCT_IDS)).refunded === REFUNDS_LEFT,
      30_000,
      () => 'the sweepers did not refund',
    );
    // A few more sweeps of both instances: none refunds again.
    await waitFor(2500);
    const ledger = await readLedger(client, PRODUCT_IDS);
    expect(ledger.chargedWithoutOutcome).toEqual([]);
    expect(ledger.doubledPayments).toEqual([]);
    expect(
      new Map(staged.references.map((reference) => [reference, ledger.refundCalls.get(reference)])),
    ).toEqual(new Map(staged.references.map((reference) => [reference, 1])));
    expect(ledger.invoiceNumbers).toEqual(ledger.invoiceNumbers.map((_, index) => index + 1));
    expect(ledger.withoutInvoice).toBe(0);

    // The outbox: every message sent once, by one instance or the other.
    await until(
      async () => (await dueInOutbox(client)) === 0,
      30_000,
      () => 'the outbox kept messages waiting',
    );
    const outbox = await outboxCounts(client);
    const demoLetters = filesIn('data', 'demo-mailbox');
    console.log(
      `[figures] behind Caddy: outbox ${JSON.stringify(outbox)}; ${smtp.received.length} e-mails received, ` +
        `${demoLetters.length} texts in the demo mailboxes; refund calls ${[...ledger.refundCalls.values()].join(', ')}; ` +
        `invoices 1 to ${ledger.invoiceNumbers.length}`,
    );
    expect([...smtp.copiesById().values()].filter((copies) => copies > 1)).toEqual([]);
    expect(smtp.received.length).toBe(outbox['email sent'] ?? 0);
    expect(smtp.received.length).toBeGreaterThanOrEqual(SHOPPERS);
    const demoIds = demoLetters.map((name) => name.replace(/^.*-(\w+)\.txt$/, '$1'));
    expect(demoIds.length).toBe(new Set(demoIds).size);
    expect(demoLetters.length).toBe((outbox['sms sent'] ?? 0) + (outbox['whatsapp sent'] ?? 0));
  }, 240_000);

  it('limits a forged X-Forwarded-For sent straight to an instance as the one address it comes from; through Caddy two clients are counted apart', async () => {
    const [a, b] = cluster.instances as [Instance, Instance];
    const logged = () => [a, b].map((instance) => requestLines(instance.runs.at(-1)!).length);
    const loggedBefore = logged();
    const [straight, throughOne] = await Promise.all([
      // Straight to A from 127.0.0.2, which is no proxy, naming another address each time.
      failedLoginsFrom(a.baseUrl, '127.0.0.2', shoppers[0]!, 7, (attempt) => `198.51.100.${attempt}`),
      // Through Caddy from 127.0.0.3, whose forged header Caddy drops...
      failedLoginsFrom(cluster.url, '127.0.0.3', shoppers[1]!, 6, (attempt) => `198.51.100.${50 + attempt}`),
    ]);
    // ...and from 127.0.0.4, at the same account: another client, counted apart.
    const [throughTwo] = await failedLoginsFrom(cluster.url, '127.0.0.4', shoppers[1]!, 1);
    console.log(
      `[figures] behind Caddy, failed logins at one account: straight to A from 127.0.0.2 with a new ` +
        `X-Forwarded-For each time ${straight.join(' ')}; through Caddy from 127.0.0.3 ${throughOne.join(' ')}, ` +
        `then from 127.0.0.4 ${throughTwo}`,
    );
    // LOGIN_FAILURES_PER_ADDRESS (5) failures from one address at one account, then 429.
    expect(straight).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(throughOne).toEqual([401, 401, 401, 401, 401, 429]);
    expect(throughTwo).toBe(401);
    // The logs name the addresses the requests came from, never one a client wrote.
    const addresses = [a, b].flatMap((instance, index) =>
      requestLines(instance.runs.at(-1)!)
        .slice(loggedBefore[index])
        .map((line) => line.remoteAddress),
    );
    expect(new Set(addresses)).toEqual(new Set(['127.0.0.2', '127.0.0.3', '127.0.0.4']));
  });

  it('restarts A then B under 50 shoppers browsing and paying through Caddy: no request fails, no order is lost', async () => {
    // Both instances have looked for a due backup (30 s after their start) before they restart.
    const bothLookedAt =
      Math.max(...cluster.instances.map((instance) => instance.startedAt)) + (FIRST_BACKUP_LOOK_S + 2) * 1000;
    await waitFor(Math.max(0, bothLookedAt - Date.now()));
    const rolling = await restartUnderShoppers(cluster, shoppers, fee, {
      steadyMs: STEADY_MS,
      thinkMs: THINK_MS,
    });
    const { recorder, counts, stretches } = rolling;
    const failures = recorder.requests.filter((timed) => timed.failure).map((timed) => timed.failure);
    console.log(
      `[figures] rolling restart behind Caddy with ${SHOPPERS} shoppers: ${recorder.requests.length} requests ` +
        `(${stretches.before.length} before, ${stretches.during.length} during ${rolling.restartMs} ms ` +
        `of restarts, ${stretches.after.length} after), ${failures.length} failed; p99 ` +
        `${p99(stretches.before)} / ${p99(stretches.during)} / ${p99(stretches.after)} ms; ` +
        `${counts.charged} charged, ${counts.ordered} ordered; ${rolling.restarts.join('; ')}; ` +
        `logged by ${answeredBy(cluster.instances).join(', ')}` +
        (failures.length > 0 ? `; failed: ${failures.slice(0, 5).join('; ')}` : ''),
    );
    // Which instances Caddy took out of its turn, when, and why it refused: read first when one failed.
    if (failures.length > 0) console.log(proxyDecisionLines(cluster.caddyOutput()).join('\n'));
    expect(rolling.exitCodes).toEqual([0, 0]);
    expect(failures).toEqual([]);
    expect(counts.ordered).toBe(counts.charged);
    expect(counts.charged).toBeGreaterThan(0);

    // Every charge has its order, once; the stock adds up; invoices have no gap; each e-mail went once.
    const ledger = await readLedger(client, PRODUCT_IDS);
    expect(ledger.chargedWithoutOutcome).toEqual([]);
    expect(ledger.doubledPayments).toEqual([]);
    expect(ledger.charges).toBe(SHOPPERS + counts.charged);
    expect(ledger.paid).toBe(SHOPPERS - REFUNDS_LEFT + counts.charged);
    expect(ledger.withoutInvoice).toBe(0);
    expect(ledger.invoiceNumbers).toEqual(ledger.invoiceNumbers.map((_, index) => index + 1));
    expect(
      PRODUCT_IDS.map(
        (id) => (ledger.stock.get(id) ?? 0) + (ledger.heldOrSold.get(id) ?? 0) + (stagedUnits.get(id) ?? 0),
      ),
    ).toEqual(PRODUCT_IDS.map(() => STOCK));
    expect([...ledger.refundCalls.values()].filter((calls) => calls > 1)).toEqual([]);
    // Hundreds of messages still wait their turn in the outbox; none of those sent went twice.
    expect([...smtp.copiesById().values()].filter((copies) => copies > 1)).toEqual([]);
  }, 240_000);

  it('took one automatic backup across the two instances, into one of their folders', async () => {
    await until(
      async () => (await backupRows(client)).every((row) => row.finished),
      60_000,
      () => 'the backup did not finish',
    );
    const backups = await backupRows(client);
    const files = filesIn('backups').filter((name) => name.endsWith('.tar.gz'));
    console.log(`[figures] behind Caddy: backups ${JSON.stringify(backups)}; files ${JSON.stringify(files)}`);
    expect(backups.map((row) => row.error)).toEqual([null]);
    expect(files).toHaveLength(1);
  });
});
