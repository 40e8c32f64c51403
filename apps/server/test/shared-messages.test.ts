import { API_MESSAGES } from '@shop/shared';
import { expect, it } from 'vitest';
import { call } from './helpers/api';
import { describeEachDatabase } from './helpers/test-app';

// Texts the server sends come from packages/shared/src/messages.ts, so the apps can match on them.
describeEachDatabase('answers carry the shared messages', {}, (context) => {
  it('answers 404 with the shared text when the store info was never set up', async () => {
    expect(await call(context.app, 'GET', '/api/info/get')).toMatchObject({
      status: 404,
      body: { success: false, message: API_MESSAGES.storeInfoMissing },
    });
  });

  it('answers 404 with the shared text for a demo image it does not draw', async () => {
    expect(await call(context.app, 'GET', '/images/demo/product/nothing/here/000000/1.svg')).toMatchObject({
      status: 404,
      body: { success: false, message: API_MESSAGES.imageNotFound },
    });
  });
});
