import http from 'node:http';
import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  CATALOGUE_IMPORT_MAX_CHARACTERS,
  CATALOGUE_IMPORT_MAX_ROWS,
  productImportResponseSchema,
} from '@shop/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { snapshotTables } from '../../../test/helpers/table-snapshot';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { bearer, registerStaff, type Shopper } from '../../../test/helpers/users';

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const csvLine = (cells: string[]) => `${cells.map(cell).join(',')}\r\n`;

/** Files of megabytes sent and parsed: seconds on a quiet machine, more on 2 busy cores. */
const LARGE_FILE_TEST_MS = 120_000;

interface Answer {
  status: number;
  body: { success: boolean; message: string };
  /** Whether the answer came while the request's body was still being sent (never ended). */
  beforeBodyEnded: boolean;
}

describeEachDatabase('catalogue import read as it arrives', { seed: true }, (context) => {
  let staff: Shopper;
  let port: number;
  let header: string[];
  let template: string[];
  beforeAll(async () => {
    staff = await registerStaff(context);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as { port: number }).port;
    [header, template] = parse(await exportCsv(), { bom: true }) as string[][] as [string[], string[]];
  });

  async function exportCsv() {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/products.csv',
      headers: bearer(staff.token),
    });
    return response.body;
  }
  /** `count` new products, each the first exported product under its own name. */
  const newRows = (count: number, description = template[header.indexOf('description')]!) =>
    Array.from({ length: count }, (_, index) =>
      csvLine(
        header.map((name, column) =>
          name === 'id'
            ? ''
            : name === 'name'
              ? `Streamed speaker ${index + 1}`
              : name === 'description'
                ? description
                : template[column]!,
        ),
      ),
    );
  const importCsv = async (csv: string, apply: boolean) => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?apply=${apply}`,
      headers: { ...bearer(staff.token), 'content-type': 'text/csv' },
      payload: csv,
    });
    return { status: response.statusCode, body: JSON.parse(response.body) };
  };

  /**
   * Sends a text/csv import over a socket, a piece at a time, and never ends the body unless
   * `end`: an answer to an unended body was given as the bytes arrived.
   */
  function sendPieces(
    pieces: (string | Buffer)[],
    { end = false, headers = {} as Record<string, string> } = {},
  ) {
    return new Promise<Answer>((resolve, reject) => {
      let ended = false;
      const request = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/admin/products/import?apply=true',
          headers: { ...bearer(staff.token), 'content-type': 'text/csv', ...headers },
        },
        (response) => {
          const beforeBodyEnded = !ended;
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode!, body: JSON.parse(text), beforeBodyEnded });
          });
        },
      );
      // The server closes the connection after refusing while this side still writes: the
      // write fails, and the answer, already on its way, settles the exchange.
      request.on('error', (error) => setTimeout(() => reject(error), 2000));
      // Node sends a request's headers with its first piece of body: without any, now.
      request.flushHeaders();
      void (async () => {
        for (const piece of pieces) {
          if (request.destroyed) break;
          if (!request.write(piece)) await new Promise((resolve) => request.once('drain', resolve));
        }
        if (end && !request.destroyed) {
          ended = true;
          request.end();
        }
      })();
    });
  }

  it(
    'refuses a file over the row limit as its rows arrive, with the message, and writes nothing',
    async () => {
      const before = await snapshotTables(context.database);
      // The parser holds a row back until the next one starts: a file past the limit by a few rows.
      const lines = [csvLine(header), ...newRows(CATALOGUE_IMPORT_MAX_ROWS + 50)];
      const answer = await sendPieces(lines);
      expect(answer).toEqual({
        status: 400,
        body: { success: false, message: ADMIN_MESSAGES.importTooManyRows(CATALOGUE_IMPORT_MAX_ROWS) },
        beforeBodyEnded: true,
      });
      // The same file in the admin site's JSON body is refused with the same words.
      const json = await call(context.app, 'POST', '/api/admin/products/import', {
        token: staff.token,
        body: { csv: lines.join(''), apply: true },
      });
      expect(json).toMatchObject({
        status: 400,
        body: { message: ADMIN_MESSAGES.importTooManyRows(CATALOGUE_IMPORT_MAX_ROWS) },
      });
      expect(await snapshotTables(context.database)).toEqual(before);
    },
    LARGE_FILE_TEST_MS,
  );

  it(
    'refuses a file over the size limit as its bytes arrive, or at once by its length, and writes nothing',
    async () => {
      const before = await snapshotTables(context.database);
      // 2,200 rows of 10,000 characters: within the row limit, past the size limit.
      const long = 'Deep bass and a clear treble. '.repeat(334).slice(0, 10_000);
      const lines = [csvLine(header), ...newRows(2_200, long)];
      expect(lines.join('').length).toBeGreaterThan(CATALOGUE_IMPORT_MAX_CHARACTERS);
      const tooLarge = { status: 413, body: { success: false, message: ADMIN_MESSAGES.importTooLarge } };
      expect(await sendPieces(lines)).toEqual({ ...tooLarge, beforeBodyEnded: true });
      // A body whose declared length is past the limit is refused before any of it is read.
      const declared = await sendPieces([], {
        headers: { 'content-length': String(4 * CATALOGUE_IMPORT_MAX_CHARACTERS) },
      });
      expect(declared).toEqual({ ...tooLarge, beforeBodyEnded: true });
      expect(await snapshotTables(context.database)).toEqual(before);
    },
    LARGE_FILE_TEST_MS,
  );

  it('reads the demo export, edited, the same as a file or as the JSON body, and writes it', async () => {
    const exported = await exportCsv();
    const rows = parse(exported, { bom: true }) as string[][];
    const price = header.indexOf('price');
    const edited = rows.map((row) => [...row]);
    edited[1]![price] = String(Number(edited[1]![price]) + 10);
    const csv = [...edited.map(csvLine), ...newRows(2)].join('');
    const asJson = await call(context.app, 'POST', '/api/admin/products/import', {
      token: staff.token,
      body: { csv, apply: false },
    });
    const asFile = await importCsv(csv, false);
    expect(asFile.status).toBe(200);
    expect(asFile.body).toEqual(asJson.body);
    expect(productImportResponseSchema.parse(asFile.body)).toMatchObject({
      applied: false,
      created: 2,
      changed: 1,
      unchanged: rows.length - 2,
      errors: 0,
      message: ADMIN_MESSAGES.importDryRun(2, 1),
    });
    expect(asFile.body.rows[0]).toMatchObject({ row: 2, action: 'change', changes: ['price'] });

    // In pieces of 997 bytes, as a network may cut them: through cells, lines and characters.
    const bytes = Buffer.from(csv, 'utf8');
    const pieces = Array.from({ length: Math.ceil(bytes.length / 997) }, (_, index) =>
      bytes.subarray(index * 997, (index + 1) * 997),
    );
    const written = await sendPieces(pieces, { end: true });
    expect(written).toMatchObject({
      status: 200,
      body: { applied: true, message: ADMIN_MESSAGES.importApplied(2, 1) },
    });
    const after = parse(await exportCsv(), { bom: true }) as string[][];
    expect(after.find((row) => row[0] === rows[1]![0])![price]).toBe(edited[1]![price]);
    expect(after.filter((row) => row[header.indexOf('name')]!.startsWith('Streamed speaker'))).toHaveLength(
      2,
    );
    // Everything else reads back as it was exported.
    const name = header.indexOf('name');
    const untouched = (table: string[][]) =>
      table.filter((row) => row[0] !== rows[1]![0] && !row[name]!.startsWith('Streamed'));
    expect(untouched(after)).toEqual(untouched(rows));
  });

  it('refuses a JSON body of another shape in the words of the route schema, as before', async () => {
    const csv = [csvLine(header), ...newRows(1)].join('');
    const cases: [unknown, string][] = [
      [{ csv, apply: 'yes' }, 'Apply must be true or false.'],
      [{ csv, apply: true, extra: 1 }, 'Unknown field "extra".'],
      [{ extra: 1, csv, apply: true }, 'Unknown field "extra".'],
      [{ csv: `${csv}\u0000`, apply: false }, API_MESSAGES.characterNotAllowed('field "csv"')],
    ];
    const before = await snapshotTables(context.database);
    for (const [body, message] of cases) {
      const response = await call(context.app, 'POST', '/api/admin/products/import', {
        token: staff.token,
        body,
      });
      expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    }
    const broken = await context.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...bearer(staff.token), 'content-type': 'application/json' },
      payload: `{"csv":${JSON.stringify(csv)},"apply":true} and more`,
    });
    expect(JSON.parse(broken.body)).toEqual({ success: false, message: API_MESSAGES.invalidJson });
    expect(await snapshotTables(context.database)).toEqual(before);
  });

  it(
    'keeps answering product pages while a large dry run is read and checked',
    async () => {
      const list = await call(context.app, 'GET', '/api/product/list?limit=1');
      const productId = list.body.products[0].id as number;
      const csv = [csvLine(header), ...newRows(CATALOGUE_IMPORT_MAX_ROWS)].join('');
      let importDone = false;
      const importing = importCsv(csv, false).finally(() => {
        importDone = true;
      });
      const waits: number[] = [];
      while (!importDone) {
        const started = performance.now();
        const product = await call(context.app, 'GET', `/api/product/${productId}`);
        expect(product.status).toBe(200);
        if (!importDone) waits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const report = await importing;
      expect(report.body).toMatchObject({ created: CATALOGUE_IMPORT_MAX_ROWS, errors: 0 });
      // Product pages were answered all through the import, none kept waiting behind it.
      expect(waits.length).toBeGreaterThan(10);
      expect(Math.max(...waits)).toBeLessThan(500);
    },
    LARGE_FILE_TEST_MS,
  );
});
