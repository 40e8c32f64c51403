import { loadConfig } from '../config';
import { databaseLocation, openDatabase } from '../db/client';
import { isCatalogueEmpty, seedDemoShop } from '../demo-shop/seed-demo-shop';
import { keepNewFilesPrivate } from '../private-files';

keepNewFilesPrivate();
const reset = process.argv.includes('--reset');
const config = loadConfig();
const database = await openDatabase(databaseLocation(config));
try {
  await database.migrate();
  if (!reset && !(await isCatalogueEmpty(database.db))) {
    console.log('The catalogue already has products; run with --reset to replace them with the demo shop.');
  } else {
    const { products, orders } = await seedDemoShop(database.db, {
      reset,
      sales: !config.production,
      promotions: config.demoPromotions,
    });
    console.log(
      `Loaded the demo shop: ${products} products, ${orders} orders${reset ? ' (after a reset)' : ''}.`,
    );
  }
} finally {
  await database.close();
}
