// `npm run db:restore -- FILE [--force]`: restores a backup of npm run db:backup into DATA_DIR
// (PGlite) or the DATABASE_URL database, which must be empty unless --force (decision 0028).

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { databaseLocation, openDatabase } from '../db/client';
import { insertAuditEntry } from '../modules/audit';
import { restoreBackup } from '../modules/backups';
import { resolveFromInvocation } from '../paths';
import { keepNewFilesPrivate } from '../private-files';

const usage = 'Usage: npm run db:restore -- FILE [--force]';

async function main() {
  keepNewFilesPrivate();
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new Error(usage);
  const config = loadConfig();
  const restored = await restoreBackup(
    // Meant from where npm was run, as DATA_DIR is (paths.ts).
    resolveFromInvocation(positionals[0]!),
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
    { force: values.force },
  );
  await recordRestore(config, positionals[0]!, restored);
  if (restored.setAside) console.log(`What the target held before is in ${restored.setAside}.`);
  console.log(
    `Restored the backup of ${restored.createdAt}: ${restored.tables} tables and ${restored.rows} rows, each checked, ${restored.uploads} images and ${restored.returnPhotos} return photos.`,
  );
}

/**
 * The restore on record in the restored database's audit log (decision 0072): no staff account
 * made it, so the row names none; migrated first, as the next start would, since a backup made
 * before the log has no table for it.
 */
async function recordRestore(
  config: ReturnType<typeof loadConfig>,
  file: string,
  restored: Awaited<ReturnType<typeof restoreBackup>>,
) {
  const database = await openDatabase(databaseLocation(config));
  try {
    await database.migrate();
    await insertAuditEntry(database.db, {
      actorId: null,
      method: 'CLI',
      route: 'npm run db:restore',
      action: 'Restore a backup',
      targetType: 'backup',
      targetId: path.basename(file),
      changes: [
        {
          table: null,
          operation: 'summary',
          key: null,
          before: null,
          after: {
            backup: path.basename(file),
            createdAt: restored.createdAt,
            tables: restored.tables,
            rows: restored.rows,
            uploads: restored.uploads,
          },
        },
      ],
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
