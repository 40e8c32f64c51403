import {
  ADMIN_MESSAGES,
  BRANCH_MESSAGES,
  BRANCH_STOCK_MESSAGES,
  branchStockResponseSchema,
  productImportResponseSchema,
} from '@shop/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../test/helpers/users';
import { insertPhoneWithVariants } from '../../../test/helpers/variants';

/** A CSV cell as a spreadsheet writes it. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const csvOf = (rows: string[][]) => rows.map((row) => row.map(cell).join(',')).join('\r\n');

const BRANCH_COLUMNS = ['stock at Accra Mall', 'stock at Kumasi Adum', 'stock at Takoradi Market Circle'];

// The catalogue files' columns of stock at each branch (decision 0068), with the demo's three.
describeEachDatabase('catalogue file: stock at each branch', { seed: true }, (context) => {
  let staff: Shopper;
  let branchIds: Record<string, number>;
  beforeAll(async () => {
    staff = await registerStaff(context);
    const answer = await call(context.app, 'GET', '/api/admin/branches', { token: staff.token });
    branchIds = Object.fromEntries(
      (answer.body.branches as { id: number; name: string }[]).map((branch) => [branch.name, branch.id]),
    );
  });
  const download = async (file: 'products' | 'variants') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/admin/${file}.csv`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    return { header: header!, rows, column: (name: string) => header!.indexOf(name), csv: response.body };
  };
  const importCsv = async (csv: string, apply: boolean) => {
    const response = await call(context.app, 'POST', '/api/admin/products/import', {
      token: staff.token,
      body: { csv, apply },
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
    return productImportResponseSchema.parse(response.body);
  };
  /** The product's one variant's units at Accra Mall, Kumasi Adum and Takoradi, and its total. */
  const unitsOf = async (productId: number) => {
    const answer = await call(context.app, 'GET', `/api/admin/products/${productId}/branch-stock`, {
      token: staff.token,
    });
    const [variant] = branchStockResponseSchema.parse(answer.body).variants;
    const at = (name: string) => variant!.branches[String(branchIds[name])];
    return [at('Accra Mall'), at('Kumasi Adum'), at('Takoradi Market Circle'), variant!.total];
  };
  /** A speaker with 6 units at Accra Mall and 4 at Kumasi. */
  const speaker = async (name: string) => {
    const row = await insertTestProduct(context.database.db, { name, stock: 6 });
    const answer = await call(context.app, 'GET', `/api/admin/products/${row.id}/branch-stock`, {
      token: staff.token,
    });
    const variantId = answer.body.variants[0]._id as string;
    const saved = await call(context.app, 'PUT', `/api/admin/products/${row.id}/branch-stock`, {
      token: staff.token,
      body: { stock: [{ variantId, branchId: branchIds['Kumasi Adum'], stock: 4 }] },
    });
    expect(saved.status).toBe(200);
    return row.id;
  };

  it('exports a column per open branch beside the total, in both files', async () => {
    const id = await speaker('JBL Go 3');
    const products = await download('products');
    const stock = products.column('stock');
    expect(products.header.slice(stock, stock + 4)).toEqual(['stock', ...BRANCH_COLUMNS]);
    const line = products.rows.find((cells) => cells[products.column('id')] === String(id))!;
    expect(line.slice(stock, stock + 4)).toEqual(['10', '6', '4', '0']);
    const variants = await download('variants');
    const variantStock = variants.column('stock');
    expect(variants.header.slice(variantStock, variantStock + 4)).toEqual(['stock', ...BRANCH_COLUMNS]);
    const variantLine = variants.rows.find((cells) => cells[variants.column('productId')] === String(id))!;
    expect(variantLine.slice(variantStock, variantStock + 4)).toEqual(['10', '6', '4', '0']);
  });

  it("round-trips: a changed branch cell sets that branch's units, the total follows, and the file read back changes nothing", async () => {
    const id = await speaker('Anker Soundcore Mini');
    const { header, rows, column } = await download('products');
    const line = rows.find((cells) => cells[column('id')] === String(id))!;
    const edited = line.map((text, index) =>
      index === column('stock at Takoradi Market Circle') ? '5' : text,
    );
    const dryRun = await importCsv(csvOf([header, edited]), false);
    expect(dryRun.rows[0]).toMatchObject({ action: 'change', changes: ['stock at Takoradi Market Circle'] });
    expect(await unitsOf(id)).toEqual([6, 4, 0, 10]);
    const applied = await importCsv(csvOf([header, edited]), true);
    expect(applied).toMatchObject({ applied: true, changed: 1, errors: 0 });
    expect(await unitsOf(id)).toEqual([6, 4, 5, 15]);

    const again = await download('products');
    const saved = again.rows.find((cells) => cells[again.column('id')] === String(id))!;
    expect(saved[again.column('stock')]).toBe('15');
    const whole = await importCsv(again.csv, true);
    expect(whole).toMatchObject({ created: 0, changed: 0, errors: 0 });
    expect((await download('products')).csv).toBe(again.csv);
  });

  it('takes a new total typed with the branch cells when it is their sum, and refuses one that is not', async () => {
    const id = await speaker('Sony SRS-XB100');
    const { header, rows, column } = await download('products');
    const line = rows.find((cells) => cells[column('id')] === String(id))!;
    const withCells = (cells: Record<string, string>) =>
      line.map((text, index) => cells[header[index]!] ?? text);
    const unclear = await importCsv(
      csvOf([header, withCells({ stock: '20', 'stock at Kumasi Adum': '1' })]),
      true,
    );
    expect(unclear.rows[0]).toMatchObject({
      action: 'error',
      errors: [BRANCH_STOCK_MESSAGES.importStockNotSum(7)],
    });
    const bad = await importCsv(csvOf([header, withCells({ 'stock at Kumasi Adum': 'three' })]), true);
    expect(bad.rows[0]!.errors).toEqual([ADMIN_MESSAGES.importBadNumber('stock at Kumasi Adum')]);
    expect(await unitsOf(id)).toEqual([6, 4, 0, 10]);
    const summed = await importCsv(
      csvOf([header, withCells({ stock: '7', 'stock at Kumasi Adum': '1' })]),
      true,
    );
    expect(summed.applied).toBe(true);
    expect(await unitsOf(id)).toEqual([6, 1, 0, 7]);
  });

  it('creates a product with its units at each branch, and refuses a branch column that names no open branch', async () => {
    const { header, rows, column } = await download('products');
    const template = rows[0]!;
    const created = template.map((text, index) => {
      const name = header[index]!;
      if (name === 'id') return '';
      if (name === 'name') return 'Oraimo BoomPop 2';
      if (name === 'stock') return '';
      if (BRANCH_COLUMNS.includes(name)) return String(BRANCH_COLUMNS.indexOf(name) + 2);
      return text;
    });
    expect(await importCsv(csvOf([header, created]), true)).toMatchObject({ applied: true, created: 1 });
    const after = await download('products');
    const line = after.rows.find((cells) => cells[after.column('name')] === 'Oraimo BoomPop 2')!;
    expect(await unitsOf(Number(line[column('id')]))).toEqual([2, 3, 4, 9]);

    const unknown = await call(context.app, 'POST', '/api/admin/products/import', {
      token: staff.token,
      body: {
        csv: csvOf([
          [...header, 'stock at Tamale'],
          [...template, '3'],
        ]),
        apply: false,
      },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { success: false, message: BRANCH_STOCK_MESSAGES.importUnknownBranch('stock at Tamale') },
    });
  });

  it('refuses a branch cell changed on a product with several variants (their units are set on its page)', async () => {
    const phone = await insertPhoneWithVariants(context, { name: 'Itel S24', sku: 'S24', stock: 2 });
    const { header, rows, column } = await download('products');
    const line = rows.find((cells) => cells[column('id')] === String(phone.id))!;
    expect(line[column('stock at Accra Mall')]).toBe('12');
    const edited = line.map((text, index) => (index === column('stock at Kumasi Adum') ? '3' : text));
    const report = await importCsv(csvOf([header, edited]), true);
    expect(report.rows[0]).toMatchObject({
      action: 'error',
      errors: [BRANCH_STOCK_MESSAGES.importBranchColumnsSeveralVariants],
    });
  });

  it("keeps today's file without branch columns: a new stock figure lands at the delivery branch", async () => {
    const id = await speaker('Tecno Sonic 1');
    const { header, rows, column } = await download('products');
    const keep = header.filter((name) => !BRANCH_COLUMNS.includes(name));
    const line = rows.find((cells) => cells[column('id')] === String(id))!;
    const row = keep.map((name) => (name === 'stock' ? '13' : line[column(name)]!));
    const report = await importCsv(csvOf([keep, row]), true);
    expect(report.rows[0]).toMatchObject({ action: 'change', changes: ['stock'] });
    expect(await unitsOf(id)).toEqual([9, 4, 0, 13]);
    // 13 to 2 takes 11 at Accra Mall, which holds 9: refused, nothing written.
    const short = keep.map((name) => (name === 'stock' ? '2' : line[column(name)]!));
    const refused = await call(context.app, 'POST', '/api/admin/products/import', {
      token: staff.token,
      body: { csv: csvOf([keep, short]), apply: true },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(BRANCH_MESSAGES.deliveryBranchShort);
    expect(await unitsOf(id)).toEqual([9, 4, 0, 13]);
  });
});
