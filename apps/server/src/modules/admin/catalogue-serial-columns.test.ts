import { adminProductResponseSchema, productImportResponseSchema, SERIAL_TEXTS } from '@shop/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../test/helpers/users';

/** A CSV cell as a spreadsheet writes it. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const csvOf = (rows: string[][]) => rows.map((row) => row.map(cell).join(',')).join('\r\n');

const REQUIRED = ['id', 'name', 'price', 'category', 'subcategory', 'brand', 'description', 'images'];

// The catalogue file's serial and warranty columns (decision 0061): yes/no and months.
describeEachDatabase('catalogue file: serial tracking and warranty', { seed: true }, (context) => {
  let staff: Shopper;
  beforeAll(async () => {
    staff = await registerStaff(context);
  });
  const exportRows = async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/products.csv',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    return { header: header!, rows };
  };
  const importCsv = async (csv: string, apply: boolean) => {
    const response = await call(context.app, 'POST', '/api/admin/products/import', {
      token: staff.token,
      body: { csv, apply },
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
    return productImportResponseSchema.parse(response.body);
  };
  const product = async (id: number) => {
    const response = await call(context.app, 'GET', `/api/admin/products/${id}`, { token: staff.token });
    return adminProductResponseSchema.parse(response.body).product;
  };
  const newRow = (name: string, category: string, subcategory: string, brand: string) => [
    '',
    name,
    '999',
    category,
    subcategory,
    brand,
    `${name}, imported from a file.`,
    '/uploads/test.webp',
  ];

  it('creates products from a file without the columns with their category defaults', async () => {
    const report = await importCsv(
      csvOf([
        REQUIRED,
        newRow('Imported Galaxy A05', 'Phone', 'Android Phone', 'Samsung'),
        newRow('Imported braided cable', 'Accessories', 'Cable', 'Anker'),
      ]),
      true,
    );
    expect(report).toMatchObject({ applied: true, errors: 0, created: 2 });
    const { header, rows } = await exportRows();
    const column = (name: string) => header.indexOf(name);
    const rowOf = (name: string) => rows.find((row) => row[column('name')] === name)!;
    const cellsOf = (name: string) => [
      rowOf(name)[column('tracks_serials')],
      rowOf(name)[column('warranty_months')],
    ];
    expect(cellsOf('Imported Galaxy A05')).toEqual(['yes', '12']);
    expect(cellsOf('Imported braided cable')).toEqual(['no', '6']);
  });

  it('round-trips the two columns: a change to them is imported, shown on the product and exported again', async () => {
    const { header, rows } = await exportRows();
    const column = (name: string) => header.indexOf(name);
    const row = rows.find((cells) => cells[column('name')] === 'Imported Galaxy A05')!;
    const id = Number(row[column('id')]);
    const changed = row.map((value, index) =>
      index === column('tracks_serials') ? 'no' : index === column('warranty_months') ? '24' : value,
    );
    const report = await importCsv(csvOf([header, changed]), true);
    expect(report.rows[0]).toMatchObject({
      action: 'change',
      changes: ['tracks_serials', 'warranty_months'],
    });
    expect(await product(id)).toMatchObject({ tracksSerials: false, warrantyMonths: 24 });
    const again = await exportRows();
    const saved = again.rows.find((cells) => cells[column('id')] === String(id))!;
    expect([saved[column('tracks_serials')], saved[column('warranty_months')]]).toEqual(['no', '24']);
    // The file exported reads back as unchanged.
    expect((await importCsv(csvOf([again.header, saved]), false)).rows[0]!.action).toBe('unchanged');
    // A file without the columns keeps the product's own, not its category's defaults.
    const without = REQUIRED.map((name) => saved[column(name)]!);
    const kept = await importCsv(csvOf([REQUIRED, without]), true);
    expect(kept.rows[0]!.action).toBe('unchanged');
    expect(await product(id)).toMatchObject({ tracksSerials: false, warrantyMonths: 24 });
  });

  it('refuses a cell that is not yes or no, and a warranty over 120 months, naming the row', async () => {
    const header = [...REQUIRED, 'tracks_serials', 'warranty_months'];
    const report = await importCsv(
      csvOf([
        header,
        [...newRow('Imported Tecno Spark', 'Phone', 'Android Phone', 'Tecno'), 'maybe', '12'],
        [...newRow('Imported Tecno Pop', 'Phone', 'Android Phone', 'Tecno'), 'yes', '121'],
      ]),
      false,
    );
    expect(report.errors).toBe(2);
    expect(report.rows[0]!.errors).toEqual([SERIAL_TEXTS.importBadYesNo('tracks_serials')]);
    expect(report.rows[1]!.errors).toEqual(['Warranty may be at most 120']);
  });
});
