import { loadConfig } from '../config';
import { databaseLocation, openDatabase } from '../db/client';
import { keepNewFilesPrivate } from '../private-files';

keepNewFilesPrivate();
const config = loadConfig();
const database = await openDatabase(databaseLocation(config));
try {
  await database.migrate();
  console.log(`Migrated the ${database.kind} database.`);
} finally {
  await database.close();
}
