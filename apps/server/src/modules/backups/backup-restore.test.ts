import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { addToCart, checkout, productsInStock, startCart } from '../../../test/helpers/checkout';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/test-database';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import { type Database, openDatabase } from '../../db/client';
import { RestoreRefusedError, restoreBackup, type TableChecksums, tableChecksums, takeBackup } from '.';

const CHECKOUTS = 50;

/** Plain SQL to either kind of database. */
const rowsOf = async <Row>(database: Database, text: string): Promise<Row[]> =>
  (
    await (
      database.db as unknown as { $client: { query(text: string): Promise<{ rows: Row[] }> } }
    ).$client.query(text)
  ).rows;
const checksumsOf = (database: Database): Promise<TableChecksums> =>
  tableChecksums((text) => rowsOf(database, text));

for (const kind of databaseKinds) {
  describe(`restore drill [${kind}]`, () => {
    let context: TestContext;
    const workFolder = mkdtempSync(path.join(os.tmpdir(), 'shop-drill-'));
    const targets: TestDatabase[] = [];
    /** An empty place to restore into: a data directory, and for PostgreSQL an empty database. */
    const emptyTarget = async () => {
      const dataDir = mkdtempSync(path.join(workFolder, 'target-'));
      if (kind === 'pglite') return { dataDir };
      const database = await createTestDatabase('postgres', { migrate: false });
      targets.push(database);
      return { dataDir, databaseUrl: database.url };
    };
    /** The restored shop, opened as the server would open it. */
    const openRestored = (target: { dataDir: string; databaseUrl?: string }) =>
      openDatabase(
        target.databaseUrl
          ? { kind: 'postgres', url: target.databaseUrl, poolSize: 2 }
          : { kind: 'pglite', dataDir: target.dataDir },
      );

    beforeAll(async () => {
      context = await createTestApp(kind, { seed: true });
    }, 120_000);
    afterAll(async () => {
      await context?.app.close();
      await context?.database.dispose();
      for (const target of targets) await target.dispose();
    });

    const images = () => {
      const folder = path.join(context.app.config.dataDir, 'uploads');
      return Object.fromEntries(
        readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name))]),
      );
    };

    it('backs up while 50 checkouts run (10 at a time); the restore has every table, consistent, and every image', async () => {
      // Uploaded images (the upload route's names), one shown by a product.
      const uploads = path.join(context.app.config.dataDir, 'uploads');
      mkdirSync(uploads, { recursive: true });
      for (const name of ['a1b2c3.webp', 'a1b2c3-thumb.webp', 'd4e5f6.webp']) {
        writeFileSync(path.join(uploads, name), randomBytes(20_000));
      }
      const products: Product[] = (await productsInStock(context.app, 60)).slice(0, 5);
      // The pending order's product: none of the checkouts takes it, so its stock tells the hold.
      const heldProduct = (await productsInStock(context.app, 2)).find(
        (product) => !products.some((taken) => taken._id === product._id),
      )!;
      await rowsOf(
        context.database,
        `update products set images = '["/uploads/a1b2c3.webp"]' where id = (select min(id) from products)`,
      );

      // Customers, carts, a pending order (its stock held) and an outbox message before.
      const shoppers: Shopper[] = [];
      for (let index = 0; index < CHECKOUTS; index++) shoppers.push(await registerShopper(context.app));
      const waiting = await registerShopper(context.app);
      await addToCart(context.app, waiting.token, products[1]!, 1);
      await call(context.app, 'POST', '/api/user/password/forgot', { body: { email: waiting.email } });
      const stockBefore = new Map(
        (await rowsOf<{ id: number; stock: number }>(context.database, 'select id, stock from products')).map(
          (row) => [row.id, row.stock],
        ),
      );
      const pending = await registerShopper(context.app);
      await addToCart(context.app, pending.token, heldProduct, 2);
      const { reference: pendingReference } = await startCart(context.app, pending);

      // 50 checkouts at once, and the backup taken while they run.
      const file = path.join(workFolder, 'during.tar.gz');
      // 50 checkouts, 10 under way at any moment, each shopper's flow at its own step; the
      // backup starts once 10 have paid, with 40 still to come or under way.
      let done = 0;
      const lanes = Array.from({ length: 10 }, async (_, lane) => {
        const results = [];
        for (let index = lane; index < CHECKOUTS; index += 10) {
          results.push(
            await checkout(context.app, shoppers[index]!, [[products[index % products.length]!, 1]]),
          );
          done += 1;
        }
        return results;
      });
      const running = Promise.all(lanes).then((results) => results.flat());
      while (done < CHECKOUTS / 5) await new Promise((resolve) => setTimeout(resolve, 20));
      const backup = await takeBackup(context.database, { dataDir: context.app.config.dataDir, file });
      const finished = await running;
      expect(finished).toHaveLength(CHECKOUTS);
      for (const { created } of finished) expect(created.status).toBe(200);
      const paidAfter = (
        await rowsOf<{ count: number }>(
          context.database,
          "select count(*)::int as count from orders where payment_status = 'Paid'",
        )
      )[0]!.count;
      expect(paidAfter).toBe(CHECKOUTS);

      // Restored elsewhere: every table as the backup's snapshot saw it...
      const target = await emptyTarget();
      const restored = await restoreBackup(file, target);
      expect(restored.uploads).toBe(3);
      const database = await openRestored(target);
      try {
        expect(await checksumsOf(database)).toEqual(backup.manifest.tables);
        expect(Object.keys(backup.manifest.tables)).toEqual(
          expect.arrayContaining(['orders', 'outbox', 'cart_items', 'users', 'payments']),
        );
        // ...and that snapshot is one consistent moment: stock adds up, each paid order has
        // its payment and its confirmation e-mail.
        const held = await rowsOf<{ id: number; stock: number; taken: number }>(
          database,
          `select p.id, p.stock, coalesce(sum(i.quantity) filter (where o.payment_status in ('Pending', 'Paid')), 0)::int as taken
             from products p left join order_items i on i.product_id = p.id left join orders o on o.id = i.order_id
             group by p.id`,
        );
        for (const row of held)
          expect(row.stock + row.taken, `product ${row.id}`).toBe(stockBefore.get(row.id));
        const paid = await rowsOf<{ id: string; payments: number; mails: number }>(
          database,
          `select o.id, (select count(*)::int from payments p where p.order_id = o.id) as payments,
               (select count(*)::int from outbox m where m.kind = 'order-confirmation' and m.recipient = o.email) as mails
             from orders o where o.payment_status = 'Paid'`,
        );
        for (const order of paid) expect(order).toMatchObject({ payments: 1, mails: 1 });
        expect(paid.length).toBeGreaterThanOrEqual(CHECKOUTS / 5);
        expect(paid.length).toBeLessThan(CHECKOUTS);
        // The checkout started and not paid is there, still holding its 2 units off the shelf.
        const [pendingOrder] = await rowsOf<{
          status: string;
          running: boolean;
          units: number;
          stock: number;
        }>(
          database,
          `select o.payment_status as status, o.hold_expires_at > now() as running,
                  (select sum(i.quantity)::int from order_items i where i.order_id = o.id) as units,
                  (select p.stock from products p where p.id = ${heldProduct.id}) as stock
             from orders o where o.payment_reference = '${pendingReference}'`,
        );
        expect(pendingOrder).toEqual({
          status: 'Pending',
          running: true,
          units: 2,
          stock: stockBefore.get(heldProduct.id)! - 2,
        });
        const carts = await rowsOf<{ count: number }>(
          database,
          'select count(*)::int as count from cart_items',
        );
        expect(carts[0]!.count).toBeGreaterThanOrEqual(1);
        console.log(
          `[figures] ${kind} backup during ${CHECKOUTS} checkouts: ${backup.bytes} bytes, ${paid.length} paid orders in it, ${paidAfter} after (load ${os.loadavg()[0]!.toFixed(1)})`,
        );
      } finally {
        await database.close();
      }
      const restoredImages = path.join(target.dataDir, 'uploads');
      for (const [name, bytes] of Object.entries(images())) {
        expect(readFileSync(path.join(restoredImages, name)).equals(bytes), name).toBe(true);
      }

      // Taken quietly, the backup is the live shop exactly.
      const quiet = path.join(workFolder, 'quiet.tar.gz');
      await takeBackup(context.database, { dataDir: context.app.config.dataDir, file: quiet });
      const quietTarget = await emptyTarget();
      await restoreBackup(quiet, quietTarget);
      const quietDatabase = await openRestored(quietTarget);
      try {
        expect(await checksumsOf(quietDatabase)).toEqual(await checksumsOf(context.database));
      } finally {
        await quietDatabase.close();
      }
    }, 600_000);

    it('refuses to restore over a shop without --force, changing nothing; --force replaces it', async () => {
      const file = path.join(workFolder, 'again.tar.gz');
      const backup = await takeBackup(context.database, { dataDir: context.app.config.dataDir, file });
      const target = await emptyTarget();
      await restoreBackup(path.join(workFolder, 'during.tar.gz'), target);
      const before = await (async () => {
        const database = await openRestored(target);
        try {
          return await checksumsOf(database);
        } finally {
          await database.close();
        }
      })();
      const filesBefore = readdirSync(target.dataDir).sort();
      await expect(restoreBackup(file, target)).rejects.toThrow(RestoreRefusedError);
      expect(readdirSync(target.dataDir).sort()).toEqual(filesBefore);
      let database = await openRestored(target);
      try {
        expect(await checksumsOf(database)).toEqual(before);
      } finally {
        await database.close();
      }

      const forced = await restoreBackup(file, target, { force: true });
      if (kind === 'pglite') expect(forced.setAside).toBeDefined();
      database = await openRestored(target);
      try {
        expect(await checksumsOf(database)).toEqual(backup.manifest.tables);
      } finally {
        await database.close();
      }
    }, 300_000);
  });
}
