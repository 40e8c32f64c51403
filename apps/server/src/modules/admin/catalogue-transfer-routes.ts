import { productImportBodySchema, productImportQuerySchema, productImportResponseSchema } from '@shop/shared';
import { answers, textAnswers } from '../../plugins/answer-serialiser';
import { sendCsv } from '../../plugins/csv';
import type { App } from '../../plugins/zod-type-provider';
import { recordAuditSummary } from '../audit';
import { branchUnitsByProduct, branchUnitsByVariant, listOpenBranches } from '../branches';
import { listEveryProduct, listEveryVariant, listOneVariantSales } from '../catalogue';
import { exportedBranchColumns } from './catalogue-branch-columns';
import { catalogueCsv } from './catalogue-csv';
import { type CatalogueFile, registerCatalogueFileParsers } from './catalogue-file-intake';
import { importCatalogue } from './catalogue-import';
import { variantsCsv } from './variant-csv';

/** The catalogue as a spreadsheet: every product out as CSV, and a CSV in (dry run, then all or nothing). */
export async function adminCatalogueTransferRoutes(admin: App) {
  const db = () => admin.database.db;
  // "stock at Accra Mall" beside the total, when the shop has several branches (decision 0068).
  const branchColumns = async () => exportedBranchColumns(await listOpenBranches(db()));

  admin.get('/products.csv', { schema: { response: textAnswers('text/csv') } }, async (_request, reply) =>
    sendCsv(
      reply,
      'products',
      catalogueCsv(
        await listEveryProduct(db()),
        await listOneVariantSales(db()),
        await branchColumns(),
        await branchUnitsByProduct(db()),
      ),
    ),
  );

  // One row per variant (decision 0036): what staff count on the shelf.
  admin.get('/variants.csv', { schema: { response: textAnswers('text/csv') } }, async (_request, reply) =>
    sendCsv(
      reply,
      'variants',
      variantsCsv(await listEveryVariant(db()), await branchColumns(), await branchUnitsByVariant(db())),
    ),
  );

  // The import's body is read by a worker thread as it arrives (decision 0046), in a scope of
  // its own so no other route takes a CSV body or parses JSON this way.
  await admin.register(async (scope: App) => {
    registerCatalogueFileParsers(scope);
    const importSchema = {
      body: productImportBodySchema,
      querystring: productImportQuerySchema,
      response: answers({ 200: productImportResponseSchema }),
    };
    // Written in batches, outside any request transaction (decision 0072): the log's row is the
    // import's counts; a dry run or a refused file writes nothing and adds none.
    scope.post(
      '/products/import',
      { schema: importSchema, config: { audit: 'summary' } },
      async (request) => {
        const file = request.body as unknown as CatalogueFile;
        const apply = file.apply ?? request.query.apply === 'true';
        const report = await importCatalogue(admin.database.db, file.records, apply, admin.clock());
        // An applied file that changed nothing wrote nothing: no row.
        if (report.applied && report.created + report.changed > 0) {
          const { created, changed, unchanged } = report;
          recordAuditSummary(request, { rows: file.records.length - 1, created, changed, unchanged });
        }
        return report;
      },
    );
  });
}
