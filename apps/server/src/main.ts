import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirectoryLockedError } from './db/data-dir-lock';
import { isCatalogueEmpty, seedDemoShop } from './db/seed/seed-demo-shop';

/** Starts the server: checks the configuration, migrates, seeds an empty shop, listens. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (await isCatalogueEmpty(app.database.db)) {
    const { products } = await seedDemoShop(app.database.db);
    app.log.info(`Loaded the demo shop (${products} products) into the empty database.`);
  }
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
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
