import { existsSync } from 'node:fs';
import path from 'node:path';
import { returnPhotoResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { multipartBody, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { bearer } from '../../../test/helpers/users';
import { returnPhotos } from '../../db/schema';
import { returnPhotosFolder } from './photo-store';
import { sweepUnsentPhotos, UNSENT_PHOTO_KEEP_MS } from './photo-sweeper';
import { deliveredOrder } from './shopper-test-fixtures';

describeEachDatabase('photos no request was sent with', {}, (context) => {
  async function uploaded(user: TestUser) {
    const data = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody([{ field: 'photo', fileName: 'fault.png', data }]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return returnPhotoResponseSchema.parse(response.json()).photo;
  }

  it('are deleted a day after their upload, file and row, while photos sent with a request stay', async () => {
    const { buyer, order, line } = await deliveredOrder(context);
    const sent = await uploaded(buyer);
    const left = await uploaded(buyer);
    const created = await call(context.app, 'POST', `/api/orders/${order.id}/returns`, {
      token: buyer.token,
      body: {
        kind: 'return',
        reason: 'faulty',
        units: [{ orderItemId: line.id, quantity: 1 }],
        photos: [sent.id],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const folder = returnPhotosFolder(context.app.config.dataDir);
    const fileOf = (id: string) => path.join(folder, `${id}.webp`);
    const rowOf = async (id: string) =>
      (await context.database.db.select().from(returnPhotos).where(eq(returnPhotos.id, id)))[0];

    // An hour after: the shopper may still be filling the form.
    await sweepUnsentPhotos(context.database.db, folder, new Date(Date.now() + 60 * 60 * 1000));
    expect(existsSync(fileOf(left.id))).toBe(true);

    await sweepUnsentPhotos(
      context.database.db,
      folder,
      new Date(Date.now() + UNSENT_PHOTO_KEEP_MS + 60_000),
    );
    expect(await rowOf(left.id)).toBeUndefined();
    expect(existsSync(fileOf(left.id))).toBe(false);
    expect(await rowOf(sent.id)).toBeDefined();
    expect(existsSync(fileOf(sent.id))).toBe(true);
    const seen = await call(context.app, 'GET', sent.url, { token: buyer.token });
    expect(seen.status).toBe(200);
  });
});
