import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { PRIVATE_FOLDER_MODE, tightenFolder } from '../private-files';
import { type ChangeHandlers, type ChangeSubscription, listenOnPostgres } from './change-notifications';
import { lockDataDirectory } from './data-dir-lock';
import { HealthConnection } from './health-connection';
import { OneQueryAtATimeClient } from './one-query-at-a-time-client';
import { asPglite, PGliteInThread } from './pglite-in-thread';
import { DRIZZLE_TYPE_PARSERS } from './pglite-type-parsers';
import { DatabaseReachability } from './reachability';
import { transactionAware } from './request-transaction';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories take `Db | Transaction` so they compose inside one. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Transaction;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer (PostgreSQL: asked outside the pool, never queued behind it). */
  ping(): Promise<void>;
  /** Outages met and ended, told once per change (PGlite, in this process, never has one). */
  reachability: DatabaseReachability;
  migrate(): Promise<void>;
  /**
   * Hears committed changes notified on a channel (db/change-notifications.ts). PostgreSQL
   * only: PGlite's data directory is locked to this one process, so every write to it passes
   * through this server, and its LISTEN stalled the event loop now and then when a timer's
   * transaction ran beside requests (PGlite 0.5.16).
   */
  listen?(channel: string, handlers: ChangeHandlers): Promise<ChangeSubscription>;
  /** PostgreSQL: the pool's connections now (PGlite has one connection and no pool). */
  poolUse?(): { open: number; idle: number; waiting: number; max: number };
  /** PostgreSQL: the server's address (pg_dump of a backup connects to it). */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'pglite'; dataDir: string }
  /** In memory: empty, or from a dump of another PGlite's data directory (`from`). */
  | { kind: 'pglite-memory'; from?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export function databaseLocation(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') return openPostgres(location.url, location.poolSize ?? 10);
  const release = location.kind === 'pglite' ? lockDataDirectory(location.dataDir) : () => {};
  try {
    const pgliteFolder = location.kind === 'pglite' ? path.join(location.dataDir, 'pglite') : undefined;
    // Ours to make, 0700: nothing in it is reachable by others even before its files are tightened.
    if (pgliteFolder) mkdirSync(pgliteFolder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    // In a thread of its own (decision 0081): the server's event loop keeps its thread for requests.
    const thread = await PGliteInThread.open({
      dataDir: pgliteFolder,
      from: location.kind === 'pglite-memory' ? location.from : undefined,
      textTypes: Object.keys(DRIZZLE_TYPE_PARSERS).map(Number),
    });
    const client = asPglite(thread);
    // PGlite gives a new database's files 0666, and pg_internal.init 0644 at each open, whatever
    // the umask: they are made the shop's alone before anything is written to them.
    if (pgliteFolder) await tightenFolder(pgliteFolder);
    // Queries go to the request's transaction while an admin write runs one (decision 0072).
    const db = transactionAware(drizzlePglite({ client, schema }) as unknown as Db);
    const reachability = new DatabaseReachability();
    return {
      db,
      kind: 'pglite',
      reachability,
      ping: async () => {
        await client.query('select 1');
        reachability.reachable();
      },
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder });
      },
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Health's own connection gives up sooner than the pool's (5 s): health answers within 2 s. */
const HEALTH_CONNECT_TIMEOUT_MS = 2000;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const reachability = new DatabaseReachability();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    Client: OneQueryAtATimeClient,
    // Counted per instance in pg_stat_activity (docs/decisions/0055).
    application_name: `shop-server-${process.pid}`,
  });
  // An idle client that loses its connection: the pool drops it and the next query connects anew.
  pool.on('error', (error) => reachability.failed(error));
  const health = new HealthConnection(url, HEALTH_CONNECT_TIMEOUT_MS);
  pool.on('connect', (client) => {
    // A client checked out (a transaction between two statements) has no listener of the pool's:
    // PostgreSQL going away at that moment emitted an 'error' nobody heard, which ended the
    // process. Heard here, the transaction's next statement fails instead (503), and the pool
    // drops the broken client when it is released.
    client.on('error', (error) => reachability.failed(error));
    reachability.reachable();
  });
  // Queries go to the request's transaction while an admin write runs one (decision 0072).
  const db = transactionAware(drizzleNodePostgres({ client: pool, schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    url,
    reachability,
    ping: async () => {
      await health.ping();
      reachability.reachable();
    },
    migrate: async () => {
      // Several instances may start at once against one database: one migrates, the others wait.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock(72707369)');
        await migrateNodePostgres(drizzleNodePostgres({ client: connection }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock(72707369)').catch(() => {});
        connection.release();
      }
    },
    listen: (channel, handlers) =>
      listenOnPostgres(url, channel, {
        ...handlers,
        restored() {
          reachability.reachable();
          handlers.restored();
        },
      }),
    poolUse: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: async () => {
      await Promise.all([pool.end(), health.close()]);
    },
  };
}

export { schema, sql };
