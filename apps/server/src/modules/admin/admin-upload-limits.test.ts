import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { API_MESSAGES, uploadResponseSchema } from '@shop/shared';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { bearer, createTestUser, multipartBody, type TestUser } from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { loadConfig } from '../../config';
import type { App } from '../../plugins/zod-type-provider';

/**
 * A black PNG of any size in a few kilobytes (1-bit grey, deflated zeros): what a
 * decompression bomb looks like. Decoded, 16000x16000 is 256 million pixels.
 */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grey, deflate, no filter method, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();

async function upload(app: App, token: string, data: Buffer) {
  const { payload, headers } = multipartBody([
    { field: 'file', fileName: 'photo.png', contentType: 'image/png', data },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  return { status: response.statusCode, body: response.json() };
}

const storedFiles = (context: TestContext) =>
  readdirSync(path.join(context.app.config.dataDir, 'uploads')).length;

it('limits uploads to 40 million pixels unless UPLOAD_MAX_PIXELS says otherwise', () => {
  expect(loadConfig({}).uploadMaxPixels).toBe(40_000_000);
  expect(loadConfig({ UPLOAD_MAX_PIXELS: '12000000' }).uploadMaxPixels).toBe(12_000_000);
  expect(() => loadConfig({ UPLOAD_MAX_PIXELS: 'lots' })).toThrow(/UPLOAD_MAX_PIXELS/);
  expect(() => loadConfig({ UPLOAD_MAX_PIXELS: '10' })).toThrow(/UPLOAD_MAX_PIXELS/);
});

describeEachDatabase('uploads within the default pixel limit', {}, (context) => {
  let staff: TestUser;
  beforeAll(async () => {
    staff = await createTestUser(context.database.db, { isAdmin: true });
  });

  it('refuses a 16000x16000 image of a few kilobytes with 413 and stores nothing', async () => {
    const bomb = blankPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect((await sharp(bomb).metadata()).width).toBe(16_000);
    const started = Date.now();
    const { status, body } = await upload(context.app, staff.token, bomb);
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: API_MESSAGES.uploadTooManyPixels(40_000_000) });
    expect(body.message).toContain('40 million pixels');
    // Refused from its header, without decoding it (a gigabyte of pixels would take far longer;
    // the ceiling leaves room for a busy machine).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(storedFiles(context)).toBe(0);
  });

  it('stores each of several uploads sent at once (processed two at a time)', async () => {
    const images = await Promise.all([image(900, 600), image(600, 900), image(500, 500), image(1300, 700)]);
    const answers = await Promise.all(images.map((data) => upload(context.app, staff.token, data)));
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      uploadResponseSchema.parse(answer.body);
    }
    expect(storedFiles(context)).toBe(8);
  });
});

describeEachDatabase(
  'uploads within UPLOAD_MAX_PIXELS',
  { config: { uploadMaxPixels: 1_000_000 } },
  (context) => {
    let staff: TestUser;
    beforeAll(async () => {
      staff = await createTestUser(context.database.db, { isAdmin: true });
    });

    it('takes an image of exactly the limit and refuses one pixel row more', async () => {
      expect((await upload(context.app, staff.token, await image(1000, 1000))).status).toBe(201);
      const { status, body } = await upload(context.app, staff.token, await image(1000, 1001));
      expect(status).toBe(413);
      expect(body).toEqual({ success: false, message: API_MESSAGES.uploadTooManyPixels(1_000_000) });
      expect(body.message).toContain('1 million pixels');
    });
  },
);
