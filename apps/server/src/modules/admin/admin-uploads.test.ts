import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_MESSAGES, API_MESSAGES, UPLOAD_MAX_BYTES, uploadResponseSchema } from '@shop/shared';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { bearer, createTestUser, multipartBody, type TestUser } from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase } from '../../../test/helpers/test-app';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e88e5' } });

describeEachDatabase('admin uploads', {}, (context) => {
  let staff: TestUser;
  beforeAll(async () => {
    staff = await createTestUser(context.database.db, { isAdmin: true });
  });

  const upload = async (parts: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(parts);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload,
      headers: { ...headers, ...bearer(staff.token) },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it.each([
    ['PNG', 'image/png', () => image(2000, 1000).png().toBuffer()],
    ['JPEG', 'image/jpeg', () => image(800, 1600).jpeg().toBuffer()],
    ['WebP', 'image/webp', () => image(300, 200).webp().toBuffer()],
  ])('takes a %s and stores a WebP web size and thumbnail', async (_name, contentType, make) => {
    const data = await make();
    const { status, body } = await upload([{ field: 'file', fileName: 'photo', contentType, data }]);
    expect(status).toBe(201);
    const { url, thumbnailUrl } = uploadResponseSchema.parse(body);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(thumbnailUrl).toBe(url.replace('.webp', '-thumb.webp'));

    const uploadsFolder = path.join(context.app.config.dataDir, 'uploads');
    expect(existsSync(path.join(uploadsFolder, path.basename(url)))).toBe(true);
    const original = await sharp(data).metadata();
    const served = await context.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const web = await sharp(served.rawPayload).metadata();
    expect(web.format).toBe('webp');
    expect(Math.max(web.width!, web.height!)).toBe(
      Math.min(1200, Math.max(original.width!, original.height!)),
    );
    const thumbnail = await sharp(
      (await context.app.inject({ method: 'GET', url: thumbnailUrl })).rawPayload,
    ).metadata();
    expect(thumbnail.format).toBe('webp');
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBe(
      Math.min(400, Math.max(original.width!, original.height!)),
    );
  });

  it('refuses a text file named .png with an image mimetype (the bytes decide)', async () => {
    const { status, body } = await upload([
      { field: 'file', fileName: 'photo.png', contentType: 'image/png', data: 'this is not an image at all' },
    ]);
    expect(status).toBe(415);
    expect(body).toEqual({ success: false, message: API_MESSAGES.uploadWrongType });
  });

  it('refuses a GIF, a real image of a type the shop does not take', async () => {
    const gif = await image(10, 10).gif().toBuffer();
    const { status, body } = await upload([
      { field: 'file', fileName: 'a.gif', contentType: 'image/gif', data: gif },
    ]);
    expect(status).toBe(415);
    expect(body.message).toBe(API_MESSAGES.uploadWrongType);
  });

  it('refuses a 6 MB upload with 413', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x61);
    const { status, body } = await upload([
      { field: 'file', fileName: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: API_MESSAGES.uploadTooLarge });
  });

  it('takes a file of just under the limit', async () => {
    // Random pixels do not compress, so this PNG is close to its raw size.
    const side = 1100;
    const noise = randomBytes(side * side * 3);
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeLessThanOrEqual(UPLOAD_MAX_BYTES);
    expect(png.length).toBeGreaterThan(3 * 1024 * 1024);
    const { status } = await upload([
      { field: 'file', fileName: 'noise.png', contentType: 'image/png', data: png },
    ]);
    expect(status).toBe(201);
  });

  it('asks for the file when the field is missing or named otherwise, or the body is not multipart', async () => {
    const png = await image(10, 10).png().toBuffer();
    const wrongField = await upload([
      { field: 'picture', fileName: 'a.png', contentType: 'image/png', data: png },
    ]);
    expect(wrongField).toEqual({
      status: 400,
      body: { success: false, message: ADMIN_MESSAGES.uploadMissing },
    });
    const onlyText = await upload([{ field: 'title', data: 'hello' }]);
    expect(onlyText.status).toBe(400);
    const json = await context.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { file: 'x' },
      headers: bearer(staff.token),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(ADMIN_MESSAGES.uploadMissing);
  });

  it('takes one file at a time', async () => {
    const png = await image(10, 10).png().toBuffer();
    const { status, body } = await upload([
      { field: 'file', fileName: 'a.png', contentType: 'image/png', data: png },
      { field: 'file', fileName: 'b.png', contentType: 'image/png', data: png },
    ]);
    expect(status).toBe(400);
    expect(body.message).toBe(ADMIN_MESSAGES.uploadOneFile);
  });

  it('answers 400, not 500, to a cut-off multipart body', async () => {
    const { payload, headers } = multipartBody([{ field: 'file', fileName: 'a.png', data: 'abc' }]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: payload.subarray(0, payload.length - 20),
      headers: { ...headers, ...bearer(staff.token) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('is not open to the public: multipart is refused outside the admin scope', async () => {
    const { payload, headers } = multipartBody([{ field: 'file', fileName: 'a.txt', data: 'x' }]);
    const response = await context.app.inject({ method: 'POST', url: '/api/product/list', payload, headers });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});
