import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirectoryLockedError } from './db/data-dir-lock';
import { isCatalogueEmpty, seedDemoShop } from './demo-shop/seed-demo-shop';
import { answerBackupRequests } from './modules/backups';
import { stopAccepting } from './plugins/draining';
import { keepNewFilesPrivate } from './private-files';

/** How long a draining server answers /api/health 503 before it stops accepting. */
const DRAIN_NOTICE_MS = 1000;

/** Starts the server: checks the configuration, migrates, seeds an empty shop, listens. */
async function main() {
  // Before anything is created: PGlite's files, uploads and backups are the shop's alone (decision 0045).
  keepNewFilesPrivate();
  const config = loadConfig();
  const app = await buildApp(config);
  if (await isCatalogueEmpty(app.database.db)) {
    // A production shop starts without the demo's sales: their orders would count in its figures.
    const { products, orders } = await seedDemoShop(app.database.db, {
      sales: !config.production,
      promotions: config.demoPromotions,
    });
    app.log.info(`Loaded the demo shop (${products} products, ${orders} orders) into the empty database.`);
  }
  // A SIGTERM or SIGINT drains the server (plugins/draining.ts): /api/health answers 503; a
  // second later (time for a load balancer's check to see it), once no request has come for a
  // second (or half the grace has gone) and no connection waits in the system's queue (or
  // three quarters of the grace have gone), it stops accepting, answers what comes on its
  // connections with Connection: close, closes those left idle, and exits once the last has
  // ended; or when SHUTDOWN_GRACE_S runs out.
  const shutdown = async (signal: string) => {
    if (app.draining) return;
    app.log.info(`${signal}: draining, exiting within ${config.shutdownGraceS} s`);
    app.startDraining();
    const acceptUntil = Date.now() + Math.max(DRAIN_NOTICE_MS, (config.shutdownGraceS * 1000) / 2);
    const closeBy = Date.now() + Math.max(DRAIN_NOTICE_MS, (config.shutdownGraceS * 1000 * 3) / 4);
    setTimeout(() => {
      app.log.error('shutdown grace ran out with requests still open; exiting');
      process.exit(1);
    }, config.shutdownGraceS * 1000).unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_NOTICE_MS));
      // The app (and its database and Redis) closes only once the last connection has ended:
      // Fastify's close alone would close them under requests still running.
      await stopAccepting(
        app.server,
        () => {
          app.closingConnections = true;
        },
        acceptUntil,
        closeBy,
      );
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
  };
  // on, not once: npm start forwards the signal its process group also got, and a second
  // SIGTERM must not end the drain by Node's default.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // npm run db:backup asks a PGlite shop for a backup this way (modules/backups/backup-requests.ts).
  if (!config.databaseUrl) {
    const answer = answerBackupRequests(app);
    process.on('SIGUSR2', () => void answer());
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
