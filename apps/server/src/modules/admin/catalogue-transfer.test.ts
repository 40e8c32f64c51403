import { ADMIN_MESSAGES, productImportResponseSchema, VARIANT_MESSAGES } from '@shop/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { rowsOf } from '../../../test/helpers/migrations';
import { snapshotTables } from '../../../test/helpers/table-snapshot';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../test/helpers/users';
import { insertPhoneWithVariants } from '../../../test/helpers/variants';

/** A CSV cell as a spreadsheet writes it. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const csvOf = (rows: string[][]) => rows.map((row) => row.map(cell).join(',')).join('\r\n');

describeEachDatabase('catalogue export and import', { seed: true }, (context) => {
  let staff: Shopper;
  beforeAll(async () => {
    staff = await registerStaff(context);
  });
  const exportCsv = async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/products.csv',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response.body;
  };
  const importCsv = async (csv: string, apply: boolean) => {
    const response = await call(context.app, 'POST', '/api/admin/products/import', {
      token: staff.token,
      body: { csv, apply },
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
    return productImportResponseSchema.parse(response.body);
  };

  /** 300 new products shaped like the first demo product, each with its own name. */
  const newProducts = async () => {
    const [header, first] = parse(await exportCsv(), { bom: true }) as string[][];
    const template = Object.fromEntries(header!.map((name, index) => [name, first![index]!]));
    const rows = Array.from(
      { length: 300 },
      (_, index): Record<string, string> => ({
        ...template,
        id: '',
        name: `Imported speaker ${index + 1}, "deluxe"`,
        price: String(100 + index + 0.5),
        stock: String(index),
        info: 'Line one\nLine two, with a comma',
        // A count typed in a spreadsheet: the shop counts published reviews itself (decision 0064).
        reviews: '312',
      }),
    );
    // Without the first product's units at each branch: each row's stock is its own (decision 0068).
    return { header: header!.filter((name) => !name.startsWith('stock at ')), rows };
  };
  const toCsv = (header: string[], rows: Record<string, string>[]) =>
    csvOf([header, ...rows.map((row) => header.map((name) => row[name] ?? ''))]);

  it('refuses the whole file when 5 of 300 rows are bad, naming each with its row and reason', async () => {
    const { header, rows } = await newProducts();
    const bad = structuredClone(rows);
    bad[10]!.price = 'twelve';
    bad[50]!.category = 'Spaceships';
    bad[100]!.name = '';
    bad[200]!.collection = 'maybe';
    bad[250]!.id = '987654';
    const before = await snapshotTables(context.database);
    for (const apply of [false, true]) {
      const report = await importCsv(toCsv(header, bad), apply);
      expect(report.applied).toBe(false);
      expect(report.errors).toBe(5);
      expect(report.created).toBe(295);
      expect(report.message).toBe(ADMIN_MESSAGES.importRefused(5));
      const refused = report.rows.filter((row) => row.action === 'error');
      // Row 1 is the header, as a spreadsheet numbers them (a cell here holds several lines).
      expect(refused.map((row) => row.row)).toEqual([12, 52, 102, 202, 252]);
      // One message for one mistake, not "price must be a number." and "Price must be a number" side by side.
      expect(refused[0]!.errors.filter((error) => /must be a number/i.test(error))).toEqual([
        ADMIN_MESSAGES.importBadNumber('price'),
      ]);
      // The unknown value is named, so staff know which cell to fix.
      expect(refused[1]!.errors.join(' ')).toMatch(/Category "Spaceships" is unknown/);
      expect(refused[2]!.errors.join(' ')).toMatch(/Name/);
      expect(refused[3]!.errors).toContain(ADMIN_MESSAGES.importBadBoolean('collection'));
      expect(refused[4]!.errors).toContain(ADMIN_MESSAGES.importNoProduct(987654));
    }
    // Nothing anywhere: no product, no default variant, no option, no search text.
    expect(await snapshotTables(context.database)).toEqual(before);
  });

  it('writes all 300 once the rows are fixed', async () => {
    const { header, rows } = await newProducts();
    const before = await exportCsv();
    const dryRun = await importCsv(toCsv(header, rows), false);
    expect(dryRun).toMatchObject({ applied: false, created: 300, changed: 0, errors: 0 });
    expect(await exportCsv()).toBe(before);
    const applied = await importCsv(toCsv(header, rows), true);
    expect(applied).toMatchObject({ applied: true, created: 300, errors: 0 });
    const exported = parse(await exportCsv(), { bom: true, columns: true }) as Record<string, string>[];
    const imported = exported.filter((row) => row.name!.startsWith('Imported speaker'));
    expect(imported).toHaveLength(300);
    expect(imported.find((row) => row.name === 'Imported speaker 7, "deluxe"')).toMatchObject({
      price: '106.5',
      stock: '6',
      info: 'Line one\nLine two, with a comma',
      reviews: '0',
    });
    // The planner's statistics, whose sample the search reads, know the imported products at
    // once (PGlite never gathers them by itself).
    const statistics = await rowsOf<{ sample: string | null }>(
      context.database,
      sql`select coalesce(most_common_vals::text, '') || coalesce(histogram_bounds::text, '') as sample
          from pg_stats
          where schemaname = current_schema() and tablename = 'products' and attname = 'search_text'`,
    );
    expect(statistics[0]?.sample ?? '').toContain('imported speaker');
  });

  it('round-trips: the export imported again changes nothing', async () => {
    const csv = await exportCsv();
    const before = await snapshotTables(context.database);
    const report = await importCsv(csv, true);
    expect(report.errors).toBe(0);
    expect(report.created + report.changed).toBe(0);
    expect(report.unchanged).toBeGreaterThanOrEqual(390);
    expect(await snapshotTables(context.database)).toEqual(before);
    expect(await exportCsv()).toBe(csv);
  });

  it('changes just the columns a row changes, and archives by the archived column', async () => {
    const rows = parse(await exportCsv(), { bom: true }) as string[][];
    const header = rows[0]!;
    const price = header.indexOf('price');
    const archived = header.indexOf('archived');
    const description = header.indexOf('description');
    const reviews = header.indexOf('reviews');
    const row = rows[1]!;
    const countedReviews = row[reviews];
    row[price] = String(Number(row[price]) + 1);
    row[reviews] = String(Number(row[reviews]) + 500);
    row[archived] = 'true';
    row[description] = '=1+1 is a formula in a spreadsheet, text here';
    const report = await importCsv(csvOf([header, row]), true);
    expect(report.rows[0]).toMatchObject({
      action: 'change',
      changes: ['price', 'description', 'archived'],
    });
    const again = parse(await exportCsv(), { bom: true }) as string[][];
    const saved = again.find((line) => line[0] === row[0])!;
    expect(saved[archived]).toBe('true');
    // The reviews cell is read by no one: the export still says what the database counts.
    expect(saved[reviews]).toBe(countedReviews);
    expect(saved[description]).toBe(`'${row[description]}`);
    // The guard's apostrophe reads back as the text itself.
    expect((await importCsv(csvOf([header, saved]), false)).rows[0]!.action).toBe('unchanged');
  });

  it('refuses a file it cannot read with a 400 that says why', async () => {
    const cases: [string, string][] = [
      ['name,price\r\n', ADMIN_MESSAGES.importEmpty],
      ['name,colour\r\nx,red', ADMIN_MESSAGES.importUnknownColumns(['colour'])],
      [
        'name,price\r\nx,1',
        ADMIN_MESSAGES.importMissingColumns(['category', 'subcategory', 'brand', 'description', 'images']),
      ],
    ];
    for (const [csv, message] of cases) {
      const response = await call(context.app, 'POST', '/api/admin/products/import', {
        token: staff.token,
        body: { csv, apply: false },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    }
    const broken = await call(context.app, 'POST', '/api/admin/products/import', {
      token: staff.token,
      body: { csv: 'name,price\r\n"x,1\r\n', apply: false },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^The file is not a CSV file we can read/);
  });

  it('refuses a price or stock change on a product with several variants, and takes its other columns', async () => {
    const phone = await insertPhoneWithVariants(context, { name: 'Imported Galaxy A15', stock: 5 });
    const [header, ...lines] = parse(await exportCsv(), { bom: true }) as string[][];
    const column = (name: string) => header!.indexOf(name);
    const line = lines.find((cells) => cells[column('id')] === String(phone.id))!;
    // The row shows the product's "from" price and its total stock over the six variants.
    expect([line[column('price')], line[column('stock')]]).toEqual(['1450', '30']);
    const withCell = (name: string, value: string) =>
      line.map((cell, index) => (index === column(name) ? value : cell));
    const before = await snapshotTables(context.database);
    for (const [name, value] of [
      ['price', '1500'],
      ['stock', '31'],
    ] as const) {
      const report = await importCsv(csvOf([header!, withCell(name, value)]), true);
      expect(report).toMatchObject({ applied: false, errors: 1 });
      expect(report.rows[0]).toMatchObject({
        action: 'error',
        errors: [VARIANT_MESSAGES.importVariantFigures],
      });
    }
    expect(await snapshotTables(context.database)).toEqual(before);
    const renamed = await importCsv(csvOf([header!, withCell('name', 'Imported Galaxy A15 (2025)')]), true);
    expect(renamed.rows[0]).toMatchObject({ action: 'change', changes: ['name'] });
    expect(renamed.applied).toBe(true);
  });
});
