import { EMPTY_SELLER_DETAILS } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/test-app';
import { readSellerDetails, saveSellerDetails } from '../modules/info';
import { readTaxSettings, saveTaxSettings } from '../modules/taxes';
import type { Db } from './client';
import { readSetting, SETTINGS_TOPIC } from './kept-settings';

const details = (phone: string) => ({
  ...EMPTY_SELLER_DETAILS,
  legalName: 'Kwik Tech Ghana Limited',
  phone,
});

describeEachDatabase('settings kept within a transaction and between requests', {}, (context) => {
  const db = () => context.app.database.db as Db;

  it("answers a transaction's later reads with its first, and a new transaction reads again", async () => {
    await saveSellerDetails(db(), details('0302000001'));
    const reads = await db().transaction(async (transaction) => {
      const first = await readSellerDetails(transaction);
      // Another instance's change, committed on the database while this transaction runs
      // (PostgreSQL; PGlite has one connection, which this transaction holds).
      if (context.app.database.kind === 'postgres') {
        await db().execute(
          sql`UPDATE seller_details SET data = jsonb_set(data, '{phone}', '"0302000002"') WHERE id = 1`,
        );
      }
      const second = await readSellerDetails(transaction);
      return [first.phone, second.phone];
    });
    expect(reads[0]).toBe('0302000001');
    expect(reads[1]).toBe(reads[0]);
    if (context.app.database.kind === 'postgres') {
      // Kept between requests until the table's notice of the change arrives, a moment later.
      await vi.waitFor(async () => expect((await readSellerDetails(db())).phone).toBe('0302000002'));
    }
  });

  it('keeps a read between requests, and a save here is seen by the next read at once', async () => {
    await saveSellerDetails(db(), details('0302000010'));
    expect((await readSellerDetails(db())).phone).toBe('0302000010');
    const statements = vi.spyOn(db(), 'select');
    // On PostgreSQL the save's own notice arrives a moment later and clears what was kept once.
    await vi.waitFor(async () => {
      await readSellerDetails(db());
      statements.mockClear();
      expect((await readSellerDetails(db())).phone).toBe('0302000010');
      expect(statements).not.toHaveBeenCalled();
    });
    statements.mockRestore();
    await saveSellerDetails(db(), details('0302000011'));
    expect((await readSellerDetails(db())).phone).toBe('0302000011');
  });

  it('keeps nothing a transaction saved and then rolled back', async () => {
    await saveSellerDetails(db(), details('0302000020'));
    await expect(
      db().transaction(async (transaction) => {
        await saveSellerDetails(transaction, details('0302000021'));
        expect((await readSellerDetails(transaction)).phone).toBe('0302000021');
        throw new Error('the staff member cancelled');
      }),
    ).rejects.toThrow('the staff member cancelled');
    expect((await readSellerDetails(db())).phone).toBe('0302000020');
  });

  it("never waits inside a transaction on a read queued behind it (PGlite's one connection)", async () => {
    await saveSellerDetails(db(), details('0302000040'));
    const settled = await db().transaction(async (transaction) => {
      await transaction.execute(sql`select 1`);
      // A request outside the transaction reads the setting: on PGlite its query waits for the
      // transaction to end. The transaction then reads the setting: it must not wait for that one.
      const outside = readSellerDetails(db());
      const inside = readSellerDetails(transaction).then((read) => read.phone);
      const timeout = new Promise((resolve) => setTimeout(() => resolve('waited 5 s'), 5000).unref());
      return [await Promise.race([inside, timeout]), outside] as const;
    });
    expect(settled[0]).toBe('0302000040');
    expect((await settled[1]).phone).toBe('0302000040');
  });

  it('reads the database while the change channel cannot be trusted', async () => {
    await saveSellerDetails(db(), details('0302000030'));
    expect((await readSellerDetails(db())).phone).toBe('0302000030');
    context.app.answerCache.setTrusted(false);
    try {
      // Written behind the repositories' back, as a script would: no save is counted here.
      await db().execute(
        sql`UPDATE seller_details SET data = jsonb_set(data, '{phone}', '"0302000031"') WHERE id = 1`,
      );
      expect((await readSellerDetails(db())).phone).toBe('0302000031');
    } finally {
      context.app.answerCache.setTrusted(true);
    }
  });

  it("hears another instance's change of the tax settings (PostgreSQL)", async () => {
    if (context.app.database.kind !== 'postgres') return;
    const before = await readTaxSettings(db());
    await db().execute(
      sql`INSERT INTO tax_settings (id, data) VALUES (1, ${JSON.stringify({ ...before, legalName: undefined, tin: 'C0012345678' })}::jsonb) ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
    );
    await vi.waitFor(async () => expect((await readTaxSettings(db())).tin).toBe('C0012345678'));
  });

  it('reads again after a save, in the same transaction or through another handle', async () => {
    await saveSellerDetails(db(), details('0302000003'));
    const phones = await db().transaction(async (transaction) => {
      const before = (await readSellerDetails(transaction)).phone;
      await saveSellerDetails(transaction, details('0302000004'));
      const afterOwnSave = (await readSellerDetails(transaction)).phone;
      await transaction.transaction(async (savepoint) => {
        await saveSellerDetails(savepoint, details('0302000005'));
      });
      const afterSavepoint = (await readSellerDetails(transaction)).phone;
      return { before, afterOwnSave, afterSavepoint };
    });
    expect(phones).toEqual({
      before: '0302000003',
      afterOwnSave: '0302000004',
      afterSavepoint: '0302000005',
    });
  });

  it("keeps the tax settings' legal name with the seller's details it was read with", async () => {
    await saveSellerDetails(db(), details('0302000006'));
    const names = await db().transaction(async (transaction) => {
      const settings = await readTaxSettings(transaction);
      await saveTaxSettings(transaction, { ...settings, legalName: 'Kwik Tech Accra Limited' });
      return [
        (await readTaxSettings(transaction)).legalName,
        (await readSellerDetails(transaction)).legalName,
      ];
    });
    expect(names).toEqual(['Kwik Tech Accra Limited', 'Kwik Tech Accra Limited']);
  });

  it('runs a read handed in as a query builder once, however often its kept value is awaited', async () => {
    let runs = 0;
    // Drizzle's query builders are thenables that run their statement at each `then`.
    const builder = () => {
      const thenable = {
        // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, as Drizzle's are.
        then: (onAnswer?: (rows: string[]) => unknown, onFailure?: (error: unknown) => unknown) => {
          runs += 1;
          return Promise.resolve(['a row']).then(onAnswer, onFailure);
        },
        catch: (onFailure: (error: unknown) => unknown) => thenable.then(undefined, onFailure),
      };
      return thenable as unknown as Promise<string[]>;
    };
    const read = (executor: object) => readSetting(executor, 'a builder read', SETTINGS_TOPIC, builder);
    const inTransaction = await db().transaction(async (transaction) => [
      await read(transaction),
      await read(transaction),
    ]);
    expect(inTransaction).toEqual([['a row'], ['a row']]);
    const runsOfTheTransaction = runs;
    expect(runsOfTheTransaction).toBe(1);
    expect(await read(db())).toEqual(['a row']);
    expect(await read(db())).toEqual(['a row']);
    // One more read at most for the requests after it (kept from then on), never one per await.
    expect(runs).toBeLessThanOrEqual(runsOfTheTransaction + 1);
  });
});
