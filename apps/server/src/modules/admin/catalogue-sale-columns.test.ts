import {
  adminVariantsResponseSchema,
  PROMOTION_ADMIN_TEXTS,
  productImportResponseSchema,
  VARIANT_CSV_COLUMNS,
} from '@shop/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../test/helpers/users';

/** A CSV cell as a spreadsheet writes it. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const csvOf = (rows: string[][]) => rows.map((row) => row.map(cell).join(',')).join('\r\n');

const REQUIRED = ['id', 'name', 'price', 'category', 'subcategory', 'brand', 'description', 'images'];
const STARTS = '2030-03-05T10:00:00.000Z';
const ENDS = '2030-03-05T12:00:00.000Z';

// The catalogue files' sale columns (decision 0062): a one-variant product's sale in the
// products file, every variant's in the variants file.
describeEachDatabase('catalogue file: sale prices', { seed: false }, (context) => {
  let staff: Shopper;
  beforeAll(async () => {
    staff = await registerStaff(context);
  });
  const download = async (file: 'products' | 'variants') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/admin/${file}.csv`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    const column = (name: string) => header!.indexOf(name);
    return { header: header!, rows, column };
  };
  const importCsv = async (csv: string, apply: boolean) => {
    const response = await call(context.app, 'POST', '/api/admin/products/import', {
      token: staff.token,
      body: { csv, apply },
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
    return productImportResponseSchema.parse(response.body);
  };
  const saleOf = async (id: number) => {
    const response = await call(context.app, 'GET', `/api/admin/products/${id}/variants`, {
      token: staff.token,
    });
    const [variant] = adminVariantsResponseSchema.parse(response.body).variants;
    return {
      salePrice: variant!.salePrice,
      saleStartsAt: variant!.saleStartsAt,
      saleEndsAt: variant!.saleEndsAt,
    };
  };

  it('round-trips a sale: set by a file, shown in the grid and both files, unchanged when read back, ended by an empty cell', async () => {
    const row = await insertTestProduct(context.database.db, {
      name: 'Sale file speaker',
      pricePesewas: 100_000,
    });
    const { header, rows, column } = await download('products');
    expect(header).toEqual(expect.arrayContaining(['salePrice', 'saleStartsAt', 'saleEndsAt']));
    const exported = rows.find((cells) => cells[column('id')] === String(row.id))!;
    expect([exported[column('salePrice')], exported[column('saleStartsAt')]]).toEqual(['', '']);

    const onSale = exported.map((value, index) =>
      index === column('salePrice')
        ? '799.5'
        : index === column('saleStartsAt')
          ? '2030-03-05T10:00:00Z'
          : index === column('saleEndsAt')
            ? ENDS
            : value,
    );
    const report = await importCsv(csvOf([header, onSale]), true);
    expect(report.rows[0], JSON.stringify(report.rows[0])).toMatchObject({
      action: 'change',
      changes: ['salePrice', 'saleStartsAt', 'saleEndsAt'],
    });
    expect(await saleOf(row.id)).toEqual({ salePrice: 799.5, saleStartsAt: STARTS, saleEndsAt: ENDS });

    const again = await download('products');
    const saved = again.rows.find((cells) => cells[again.column('id')] === String(row.id))!;
    expect(['salePrice', 'saleStartsAt', 'saleEndsAt'].map((name) => saved[again.column(name)])).toEqual([
      '799.5',
      STARTS,
      ENDS,
    ]);
    expect((await importCsv(csvOf([again.header, saved]), false)).rows[0]!.action).toBe('unchanged');

    const variants = await download('variants');
    expect(variants.header).toEqual([...VARIANT_CSV_COLUMNS]);
    const variantRow = variants.rows.find((cells) => cells[variants.column('productId')] === String(row.id))!;
    expect(
      ['salePrice', 'saleStartsAt', 'saleEndsAt'].map((name) => variantRow[variants.column(name)]),
    ).toEqual(['799.5', STARTS, ENDS]);

    // A file without the columns keeps the sale.
    const without = REQUIRED.map((name) => saved[again.column(name)]!);
    expect((await importCsv(csvOf([REQUIRED, without]), true)).rows[0]!.action).toBe('unchanged');
    expect((await saleOf(row.id)).salePrice).toBe(799.5);

    // An empty sale price ends it.
    const ended = saved.map((value, index) => (index === again.column('salePrice') ? '' : value));
    expect((await importCsv(csvOf([again.header, ended]), true)).rows[0]!.changes).toEqual([
      'salePrice',
      'saleStartsAt',
      'saleEndsAt',
    ]);
    expect(await saleOf(row.id)).toEqual({ salePrice: null, saleStartsAt: null, saleEndsAt: null });
  });

  it('refuses a sale price not below the price, a bad number and a sale that ends before it starts, naming the row', async () => {
    const header = [...REQUIRED, 'salePrice', 'saleStartsAt', 'saleEndsAt'];
    const newRow = (name: string, sale: string[]) => [
      '',
      name,
      '999',
      'Accessories',
      'Cable',
      'Anker',
      `${name}, imported from a file.`,
      '/uploads/test.webp',
      ...sale,
    ];
    const report = await importCsv(
      csvOf([
        header,
        newRow('Sale file cable one', ['999', '', '']),
        newRow('Sale file cable two', ['ten', '', '']),
        newRow('Sale file cable three', ['500', ENDS, STARTS]),
        newRow('Sale file cable four', ['500', '', ENDS]),
      ]),
      false,
    );
    expect(report.rows.map((row) => row.errors)).toEqual([
      [PROMOTION_ADMIN_TEXTS.sales.salePriceNotBelow],
      ['salePrice must be a number.'],
      [PROMOTION_ADMIN_TEXTS.sales.saleWindowOrder],
      [],
    ]);
    expect(report.rows[3]!.action).toBe('create');
  });
});
