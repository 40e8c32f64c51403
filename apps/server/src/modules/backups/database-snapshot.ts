import { writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../db/client';
import { standaloneClient } from '../../db/standalone-client';
import { PRIVATE_FILE_MODE } from '../../private-files';
import { runPostgresTool } from './postgres-tools';
import { type TableChecksums, tableChecksums } from './table-checksums';

/**
 * PGlite: the data directory as PGlite dumps it, taken inside a transaction. PGlite runs one
 * query or transaction at a time, so while this one is open no request writes: the digests
 * and the dump see the very same data. Requests wait for the dump (a second or so for the demo
 * shop), not for the file to be written.
 */
async function snapshotPglite(database: Database, dumpFile: string): Promise<TableChecksums> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const { tables, dump } = await client.transaction(async (transaction) => {
    const checksums = await tableChecksums(async (text) => (await transaction.query(text)).rows as never);
    return { tables: checksums, dump: await client.dumpDataDir('none') };
  });
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()), { mode: PRIVATE_FILE_MODE });
  return tables;
}

/**
 * PostgreSQL: one repeatable-read transaction exports its snapshot; the digests are read in
 * it and pg_dump dumps that same snapshot, while the shop goes on writing.
 */
async function snapshotPostgres(url: string, dumpFile: string): Promise<TableChecksums> {
  const client = standaloneClient(url, 'shop-backup');
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const tables = await tableChecksums(async (text) => (await client.query(text)).rows);
    await runPostgresTool('pg_dump', url, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]!.snapshot}`,
      `--file=${dumpFile}`,
    ]);
    await client.query('commit');
    return tables;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Dumps the database into `dumpFile`; answers every table's rows and digest in that dump. */
export function snapshotDatabase(database: Database, dumpFile: string): Promise<TableChecksums> {
  if (database.kind === 'pglite') return snapshotPglite(database, dumpFile);
  if (!database.url) throw new Error('The PostgreSQL database has no address to dump.');
  return snapshotPostgres(database.url, dumpFile);
}
