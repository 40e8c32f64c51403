import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { etagOf } from './store-path';

const sha1Etag = (bytes: Buffer | string) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

describe('the answer cache’s ETags', () => {
  it('tag a body of many megabytes as its SHA-1, the same as a small one is tagged', async () => {
    const small = '{"success":true,"products":[]}';
    expect(await etagOf(small)).toBe(sha1Etag(small));
    expect(await etagOf(Buffer.from(small))).toBe(sha1Etag(small));
    // 10 MB and a bit: three slices of 4 MB, the last one short.
    const large = Buffer.alloc(10 * 1024 * 1024 + 123, '{"name":"Samsung Galaxy A15"},');
    expect(await etagOf(large)).toBe(sha1Etag(large));
  });

  it('let other work run while a large body is hashed', async () => {
    const large = Buffer.alloc(12 * 1024 * 1024, 'x');
    const order: string[] = [];
    const hashed = etagOf(large).then(() => order.push('hashed'));
    setImmediate(() => order.push('another request'));
    await hashed;
    expect(order).toEqual(['another request', 'hashed']);
  });
});
