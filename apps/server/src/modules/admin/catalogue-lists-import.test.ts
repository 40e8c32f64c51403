import {
  CATALOGUE_LIST_MESSAGES,
  productImportResponseSchema,
  productListResponseSchema,
} from '@shop/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../test/helpers/users';

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const csvOf = (rows: string[][]) => rows.map((row) => row.map(cell).join(',')).join('\r\n');

describeEachDatabase('the catalogue import and the brands staff add', { seed: true }, (context) => {
  let staff: Shopper;
  beforeAll(async () => {
    staff = await registerStaff(context);
  });

  /** Two new phones shaped like the first exported product: a Samsung, then a Realme. */
  const fileWithRealme = async () => {
    const exported = await context.app.inject({
      method: 'GET',
      url: '/api/admin/products.csv',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    const [header, first] = parse(exported.body, { bom: true }) as string[][];
    const row = (name: string, brand: string) =>
      header!.map((column, index) =>
        column === 'id' ? '' : column === 'name' ? name : column === 'brand' ? brand : first![index]!,
      );
    return csvOf([header!, row('Galaxy A06 import', 'Samsung'), row('Realme C67', 'realme')]);
  };
  const importCsv = async (csv: string, apply: boolean) => {
    const response = await call(context.app, 'POST', '/api/admin/products/import', {
      token: staff.token,
      body: { csv, apply },
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
    return productImportResponseSchema.parse(response.body);
  };

  it('refuses a brand the list lacks with its row and where staff add it, then imports it once added', async () => {
    const csv = await fileWithRealme();
    const refused = await importCsv(csv, true);
    expect(refused).toMatchObject({ applied: false, errors: 1, created: 1 });
    const [row] = refused.rows.filter((candidate) => candidate.action === 'error');
    // Row 1 is the header: the Realme is row 3.
    expect(row!.row).toBe(3);
    expect(row!.errors).toEqual([CATALOGUE_LIST_MESSAGES.unknown('brand', 'realme')]);

    const added = await call(context.app, 'POST', '/api/admin/brands', {
      token: staff.token,
      body: { name: 'Realme' },
    });
    expect(added.status).toBe(201);
    const applied = await importCsv(csv, true);
    expect(applied).toMatchObject({ applied: true, errors: 0, created: 2 });

    // Saved in the list's spelling, and found by the storefront's brand filter.
    const listed = await call(context.app, 'GET', '/api/product/list?brand=Realme');
    expect(listed.status).toBe(200);
    expect(productListResponseSchema.parse(listed.body).products.map((product) => product.name)).toEqual([
      'Realme C67',
    ]);
  });
});
