// `npm run db:restore -- FILE [--force]`: restores a backup of npm run db:backup into DATA_DIR
// (PGlite) or the DATABASE_URL database, which must be empty unless --force (decision 0028).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
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
  if (restored.setAside) console.log(`What the target held before is in ${restored.setAside}.`);
  console.log(
    `Restored the backup of ${restored.createdAt}: ${restored.tables} tables and ${restored.rows} rows, each checked, ${restored.uploads} images and ${restored.returnPhotos} return photos.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
