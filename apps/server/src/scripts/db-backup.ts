// `npm run db:backup -- FILE`: one file with the shop's database and uploaded images, taken
// while the shop runs. PGlite: through the running server (it holds the data directory), or
// directly when no server runs. PostgreSQL: pg_dump of one snapshot (decision 0028).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { databaseLocation, openDatabase } from '../db/client';
import { lockHolder } from '../db/data-dir-lock';
import { askServerForBackup, takeBackup } from '../modules/backups';
import { resolveFromInvocation } from '../paths';
import { keepNewFilesPrivate } from '../private-files';

const usage = 'Usage: npm run db:backup -- FILE   (for example backups/shop-2026-11-25.tar.gz)';

async function main() {
  keepNewFilesPrivate();
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0 || file.startsWith('-')) throw new Error(usage);
  // npm runs a workspace's script in the workspace: paths are meant from where npm was run.
  const target = resolveFromInvocation(file);
  const config = loadConfig();
  const server = config.databaseUrl ? undefined : lockHolder(config.dataDir);
  if (server !== undefined) {
    console.log(`The shop is running (pid ${server}): asking it for the backup...`);
    const answer = await askServerForBackup(config.dataDir, server, target);
    if (answer.ok) {
      console.log(`Backed up to ${answer.file} (${answer.bytes} bytes).`);
      return;
    }
    // A shop that was stopping has let go of the directory: the backup is taken directly below.
    if (!answer.serverStopped || lockHolder(config.dataDir) !== undefined) {
      throw new Error(`The backup failed: ${answer.error}`);
    }
    console.log(`${answer.error} Taking the backup directly...`);
  }
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new Error(
      `There is no shop in ${config.dataDir} (no pglite folder): set DATA_DIR to the shop's data directory.`,
    );
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 1 }
      : databaseLocation(config),
  );
  try {
    const taken = await takeBackup(database, { dataDir: config.dataDir, file: target });
    const rows = Object.values(taken.manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up to ${taken.file} (${taken.bytes} bytes): ${Object.keys(taken.manifest.tables).length} tables, ${rows} rows, ${taken.manifest.uploads.length} images, ${taken.manifest.returnPhotos?.length ?? 0} return photos.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
