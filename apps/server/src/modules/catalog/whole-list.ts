import { productSchema } from '@shop/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { serialiserOf } from '../../plugins/answer-serialiser';
import { toProduct } from './product-mapper';
import { liveProductBatches } from './product-repository';

const BATCH_SIZE = 500;
const productArraySchema = z.array(productSchema);

/**
 * The whole list's answer (`{success:true, products:[...]}`), built a batch at a time with
 * the route's own serialiser, yielding to other requests between batches: at 100,000
 * products one query and one serialisation held the event loop for seconds, and every
 * request beside it, cached ones too, waited that long.
 */
export async function wholeListJson(db: Executor): Promise<string> {
  const { serialise } = serialiserOf(productArraySchema);
  const parts: string[] = [];
  for await (const rows of liveProductBatches(db, BATCH_SIZE)) {
    parts.push(serialise(rows.map(toProduct)).slice(1, -1));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return `{"success":true,"products":[${parts.join(',')}]}`;
}
