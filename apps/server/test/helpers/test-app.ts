import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import type { App } from '../../src/plugins/zod-type-provider';
import { fakeWhatsAppSettings } from './fake-whatsapp';
import { createTestDatabase, type DatabaseKind, databaseKinds, type TestDatabase } from './test-database';

/**
 * Every suite's requests come from one address (app.inject's 127.0.0.1) and many come from
 * one shopper, so the abuse limits of visitors' writes are out of reach here; the limits'
 * own tests (abuse-limits.test.ts) pass the production defaults back in.
 */
const UNREACHED_WRITE_LIMITS: Config['writeLimits'] = {
  newsletter: { perIp: 1_000_000, windowS: 3600 },
  contact: { perIp: 1_000_000, perAccount: 1_000_000, windowS: 3600 },
  cart: { perIp: 1_000_000, perAccount: 1_000_000, windowS: 60 },
  checkout: { perIp: 1_000_000, perAccount: 1_000_000, windowS: 60 },
};

/**
 * The production defaults (an empty environment), on a fresh data directory, quiet and
 * local, with answers checked against their schemas. The checkout sweeper's timer is off:
 * tests run sweepCheckouts() when they mean to.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    writeLimits: UNREACHED_WRITE_LIMITS,
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'shop-test-')),
    logLevel: 'silent',
    checkoutSweepIntervalS: 0,
    // So is the session sweeper's: tests call sweepSessions() when they mean to.
    sessionSweepIntervalS: 0,
    // The outbox worker's timer is off too: tests send a round with app.outboxWorker.deliverDue().
    mailPollIntervalS: 0,
    // And the reminder jobs': tests run remindOfCarts() and notifyBackInStock() themselves.
    reminders: { ...loadConfig({}).reminders, intervalS: 0 },
    // Messages without a channel's settings stay in the outbox, as a shop in production keeps
    // them; demo-mailbox.test.ts turns the demo mailbox on.
    demoMailbox: false,
    // Every answer a test provokes is checked against its route's response schema.
    checkAnswers: true,
    ...overrides,
  };
}

/**
 * A test app's config that sends WhatsApp, to an address where nothing answers: for tests that
 * read what would be queued or chosen and run no delivery round.
 */
export const sendsWhatsAppNowhere = () => ({
  whatsApp: { ...testConfig().whatsApp, ...fakeWhatsAppSettings('http://127.0.0.1:9') },
});

export interface TestContext {
  kind: DatabaseKind;
  app: App;
  database: TestDatabase;
}

export async function createTestApp(
  kind: DatabaseKind,
  /** `clock`: the app's clock (decision 0062), for a test that moves time. */
  options: { seed?: boolean; config?: Partial<Config>; clock?: () => Date } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(kind, { seed: options.seed });
  const app = await buildApp(testConfig(options.config), {
    database,
    skipMigrations: true,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return { kind, app, database };
}

/**
 * Runs a suite once per database kind, each on a fresh database built before its tests.
 * The context object is filled in by beforeAll, so tests read it when they run.
 */
export function describeEachDatabase(
  name: string,
  options: { seed?: boolean; config?: Partial<Config>; clock?: () => Date },
  suite: (context: TestContext) => void,
) {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      const context = {} as TestContext;
      beforeAll(async () => {
        Object.assign(context, await createTestApp(kind, options));
        // Migrating and seeding PGlite takes seconds on a quiet machine, a minute on a loaded one.
      }, 180_000);
      afterAll(async () => {
        await context.app?.close();
        await context.database?.dispose();
      });
      suite(context);
    });
  }
}

/** The first instance (its own database) and a second server on the same PostgreSQL database. */
export interface TwoInstances {
  first: TestContext;
  second: App;
}

/**
 * Runs a suite on two instances of the app sharing one PostgreSQL database, as two servers
 * behind the proxy do: what one writes or ends, the other hears of only through PostgreSQL.
 * Skipped where the run has no PostgreSQL (CI has it, and fails without it).
 */
export function describeOnTwoInstances(
  name: string,
  options: { seed?: boolean },
  suite: (instances: TwoInstances) => void,
) {
  describe.runIf(databaseKinds.includes('postgres'))(name, () => {
    const instances = {} as TwoInstances;
    let secondDatabase: Database | undefined;
    beforeAll(async () => {
      instances.first = await createTestApp('postgres', options);
      secondDatabase = await openDatabase({
        kind: 'postgres',
        url: instances.first.database.url!,
        poolSize: 4,
      });
      instances.second = await buildApp(testConfig(), {
        database: secondDatabase,
        skipMigrations: true,
        logger: false,
      });
      await instances.second.ready();
    }, 180_000);
    afterAll(async () => {
      await instances.second?.close();
      await secondDatabase?.close();
      await instances.first?.app.close();
      await instances.first?.database.dispose();
    });
    suite(instances);
  });
}
