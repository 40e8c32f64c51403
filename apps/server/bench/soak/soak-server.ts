/**
 * The shop under soak (`npm run bench:soak`): the very app `main.ts` starts, in a process of its
 * own, answering the bench's questions about itself over IPC, so its figures are the server's
 * alone: memory, event-loop delay, the answer cache, database connections and open handles.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { isCatalogueEmpty, seedDemoShop } from '../../src/demo-shop/seed-demo-shop';
import { createOrPromoteStaff } from '../../src/modules/users';

export interface SoakStats {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  answerCacheMb: number;
  answerCacheAnswers: number;
  /** PostgreSQL: the shop's connections to its database; PGlite: none, it is in the process. */
  databaseConnections: number | 'embedded';
  handles: { total: number; byType: Record<string, number> };
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (await isCatalogueEmpty(app.database.db)) await seedDemoShop(app.database.db);
  await createOrPromoteStaff(app.database.db, {
    email: process.env.SOAK_STAFF_EMAIL!,
    password: process.env.SOAK_STAFF_PASSWORD!,
    name: 'Soak Staff',
  });
  await app.listen({ port: config.port, host: config.host });

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const databaseConnections = async (): Promise<number | 'embedded'> => {
    if (app.database.kind !== 'postgres') return 'embedded';
    const result = await app.database.db.execute(
      sql`select count(*)::int as connections from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // The connection asking is the shop's too.
    return (result as unknown as { rows: { connections: number }[] }).rows[0]!.connections + 1;
  };
  const stats = async (): Promise<SoakStats> => {
    const memory = process.memoryUsage();
    const byType: Record<string, number> = {};
    for (const type of process.getActiveResourcesInfo()) byType[type] = (byType[type] ?? 0) + 1;
    const cache = app.answerCache.stats;
    const figures: SoakStats = {
      rssMb: megabytes(memory.rss),
      heapUsedMb: megabytes(memory.heapUsed),
      heapTotalMb: megabytes(memory.heapTotal),
      externalMb: megabytes(memory.external),
      eventLoopDelayMs: {
        p50: Math.round(delay.percentile(50) / 1e5) / 10,
        p99: Math.round(delay.percentile(99) / 1e5) / 10,
        max: Math.round(delay.max / 1e5) / 10,
      },
      answerCacheMb: megabytes(cache.bytes),
      answerCacheAnswers: cache.answers,
      databaseConnections: await databaseConnections(),
      handles: { total: Object.values(byType).reduce((sum, count) => sum + count, 0), byType },
    };
    delay.reset();
    return figures;
  };
  process.on('message', (message) => {
    if (message === 'stats') void stats().then((figures) => process.send?.({ stats: figures }));
    if (message === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send?.({ ready: true });
}

main().catch((error: unknown) => {
  console.error('the soak server could not start:', error);
  process.exit(1);
});
