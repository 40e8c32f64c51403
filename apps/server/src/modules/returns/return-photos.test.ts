import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API_MESSAGES, RETURN_MESSAGES, returnPhotoResponseSchema } from '@shop/shared';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createTestUser, multipartBody, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { bearer } from '../../../test/helpers/users';
import { returnPhotosFolder } from './photo-store';
import { countReturnRequests, deliveredOrder } from './shopper-test-fixtures';

/** A real photo: a PNG, or a JPEG carrying EXIF as a phone's does (where it was taken, the camera). */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c62828' } });
const png = (width = 2400, height = 1200) => picture(width, height).png().toBuffer();
const jpegWithExif = () =>
  picture(800, 600)
    .withExif({ IFD0: { Make: 'Tecno', Model: 'Spark 20', Copyright: 'Ama Mensah, Kumasi' } })
    .jpeg()
    .toBuffer();

describeEachDatabase('return photos', {}, (context) => {
  const upload = (user: TestUser, data: Buffer, field = 'photo') => {
    const { payload, headers } = multipartBody([
      { field, fileName: 'fault.png', contentType: 'image/png', data },
    ]);
    return context.app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
  };
  const uploaded = async (user: TestUser, data: Buffer) => {
    const response = await upload(user, data);
    expect(response.statusCode, response.body).toBe(201);
    return returnPhotoResponseSchema.parse(response.json()).photo;
  };
  const fetchPhoto = (url: string, token?: string) =>
    context.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('keeps an upload as a WebP at most 1600 px, without its metadata, in the private data directory', async () => {
    const shopper = await createTestUser(context.database.db);
    const photo = await uploaded(shopper, await png());
    expect(photo.url).toBe(`/api/returns/photos/${photo.id}`);
    const served = await fetchPhoto(photo.url, shopper.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const fromPhone = await uploaded(shopper, await jpegWithExif());
    const kept = await sharp((await fetchPhoto(fromPhone.url, shopper.token)).rawPayload).metadata();
    expect(kept.format).toBe('webp');
    expect(kept.exif).toBeUndefined();

    const folder = returnPhotosFolder(context.app.config.dataDir);
    expect(readdirSync(folder)).toContain(`${photo.id}.webp`);
    expect(path.relative(path.join(context.app.config.dataDir, 'uploads'), folder).startsWith('..')).toBe(
      true,
    );
  });

  it('serves a photo to its uploader and to staff, never to another shopper', async () => {
    const shopper = await createTestUser(context.database.db);
    const stranger = await createTestUser(context.database.db);
    const staff = await createTestUser(context.database.db, { isAdmin: true });
    const photo = await uploaded(shopper, await png(400, 300));
    const refused = await fetchPhoto(photo.url, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect((await fetchPhoto(photo.url)).statusCode).toBe(401);
    expect((await fetchPhoto(`/api/returns/photos/not-a-photo`, shopper.token)).statusCode).toBe(404);

    const adminUrl = `/api/admin/returns/photos/${photo.id}`;
    const toStaff = await fetchPhoto(adminUrl, staff.token);
    expect(toStaff.statusCode).toBe(200);
    expect(toStaff.headers['content-type']).toBe('image/webp');
    expect(toStaff.headers['cache-control']).toBe('private, no-store');
    // The shopper's own token does not open the staff path.
    expect((await fetchPhoto(adminUrl, shopper.token)).statusCode).toBe(403);
  });

  it('refuses a missing photo, a file that is no photo and one over 10 MB', async () => {
    const shopper = await createTestUser(context.database.db);
    const wrongField = await upload(shopper, await png(100, 100), 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(RETURN_MESSAGES.photoMissing);
    const notMultipart = await call(context.app, 'POST', '/api/returns/photos', {
      token: shopper.token,
      body: { photo: 'x' },
    });
    expect(notMultipart).toMatchObject({ status: 400, body: { message: RETURN_MESSAGES.photoMissing } });
    const text = await upload(shopper, Buffer.from('%PDF-1.4 not a photo'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(RETURN_MESSAGES.photoUnreadable);
    const huge = await upload(shopper, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(RETURN_MESSAGES.photoTooLarge);
    const bomb = await upload(shopper, await picture(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer());
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toBe(API_MESSAGES.uploadTooManyPixels(context.app.config.uploadMaxPixels));
  });

  it("attaches the shopper's own photos to the request and refuses another's", async () => {
    const { buyer, order, line } = await deliveredOrder(context);
    const stranger = await createTestUser(context.database.db);
    const mine = await uploaded(buyer, await png(300, 300));
    const theirs = await uploaded(stranger, await png(300, 300));
    const body = (photos: string[]) => ({
      kind: 'return',
      reason: 'faulty',
      units: [{ orderItemId: line.id, quantity: 1 }],
      photos,
    });
    const before = await countReturnRequests(context);
    const refused = await call(context.app, 'POST', `/api/orders/${order.id}/returns`, {
      token: buyer.token,
      body: body([mine.id, theirs.id]),
    });
    expect(refused).toMatchObject({ status: 400, body: { message: RETURN_MESSAGES.photoNotYours } });
    expect(await countReturnRequests(context)).toBe(before);

    const sent = await call(context.app, 'POST', `/api/orders/${order.id}/returns`, {
      token: buyer.token,
      body: body([mine.id]),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.request.photos).toEqual([mine.url]);
    // Attached once: the same photo cannot be sent with a second request.
    const again = await call(context.app, 'POST', `/api/orders/${order.id}/returns`, {
      token: buyer.token,
      body: body([mine.id]),
    });
    expect(again).toMatchObject({ status: 400, body: { message: RETURN_MESSAGES.photoNotYours } });
  });

  it('refuses an account past 30 uploads an hour with 429', async () => {
    const shopper = await createTestUser(context.database.db);
    const notAPhoto = Buffer.from('not a photo');
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await upload(shopper, notAPhoto)).statusCode, `upload ${attempt}`).toBe(400);
    }
    const refused = await upload(shopper, await png(100, 100));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(RETURN_MESSAGES.tooManyRequests);
  });
});
