// `npm run db:restore -- FILE [--force]`: restores a backup of npm run db:backup into DATA_DIR
// (PGlite) or the DATABASE_URL database, which must be empty unless --force (decision 0028).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from '../modules/backups';

const usage = 'Usage: npm run db:restore -- FILE [--force]';

async function main() {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new Error(usage);
  const config = loadConfig();
  const restored = await restoreBackup(
    path.resolve(positionals[0]!),
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
    { force: values.force },
  );
  if (restored.setAside) console.log(`What the target held before is in ${restored.setAside}.`);
  console.log(
    `Restored the backup of ${restored.createdAt}: ${restored.tables} tables and ${restored.rows} rows, each checked, and ${restored.uploads} images.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
