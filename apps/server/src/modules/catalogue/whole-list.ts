import { productSchema } from '@shop/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { serialiserOf } from '../../plugins/answer-serialiser';
import { toProduct } from './product-mapper';
import { liveProductBatches } from './product-repository';

const BATCH_SIZE = 500;
const productArraySchema = z.array(productSchema);

/**
 * The whole list's answer (`{success:true, products:[...]}`) as bytes, built a batch at a time
 * with the route's own serialiser, yielding to other requests between batches: at 100,000
 * products one query and one serialisation held the event loop for seconds, and every
 * request beside it, cached ones too, waited that long. Each batch is turned into bytes as it
 * is made: joining the batches' text into one 105 MB string took 180 ms in one go, and hashing
 * that string for its ETag 0.8 s (the answer cache hashes bytes a slice at a time). Prices are
 * read at `at`, the app's clock (decision 0062).
 */
export async function wholeListJson(db: Executor, at: Date): Promise<Buffer> {
  const { serialise } = serialiserOf(productArraySchema);
  const parts: Buffer[] = [Buffer.from('{"success":true,"products":[')];
  for await (const rows of liveProductBatches(db, BATCH_SIZE)) {
    const items = serialise(rows.map((row) => toProduct(row, at))).slice(1, -1);
    parts.push(Buffer.from(parts.length === 1 ? items : `,${items}`));
    await new Promise((resolve) => setImmediate(resolve));
  }
  parts.push(Buffer.from(']}'));
  return Buffer.concat(parts);
}
