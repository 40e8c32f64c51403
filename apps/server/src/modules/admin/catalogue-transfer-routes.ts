import {
  CATALOGUE_IMPORT_MAX_CHARACTERS,
  productImportBodySchema,
  productImportResponseSchema,
} from '@shop/shared';
import { answers, textAnswers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { listEveryProduct, listEveryVariant } from '../catalog';
import { catalogueCsv } from './catalogue-csv';
import { importCatalogue } from './catalogue-import';
import { sendCsv } from './csv';
import { variantsCsv } from './variant-csv';

/** The catalogue as a spreadsheet: every product out as CSV, and a CSV in (dry run, then all or nothing). */
export async function adminCatalogueTransferRoutes(admin: App) {
  admin.get('/products.csv', { schema: { response: textAnswers('text/csv') } }, async (_request, reply) =>
    sendCsv(reply, 'products', catalogueCsv(await listEveryProduct(admin.database.db))),
  );

  // One row per variant (issue 27): what staff count on the shelf.
  admin.get('/variants.csv', { schema: { response: textAnswers('text/csv') } }, async (_request, reply) =>
    sendCsv(reply, 'variants', variantsCsv(await listEveryVariant(admin.database.db))),
  );

  const importSchema = {
    body: productImportBodySchema,
    response: answers({ 200: productImportResponseSchema }),
  };
  // JSON escapes a file's quotes and line breaks, so the body may be larger than the file.
  const bodyLimit = 2 * CATALOGUE_IMPORT_MAX_CHARACTERS + 1024;
  admin.post('/products/import', { schema: importSchema, bodyLimit }, async (request) =>
    importCatalogue(admin.database.db, request.body.csv, request.body.apply),
  );
}
