import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_MESSAGES } from '@shop/shared';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';

describeEachDatabase('a missing upload', {}, (context) => {
  it('answers 404 in the error shape, never the storefront page', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/uploads/no-such-image',
      '/uploads/folder/deeper/photo',
      '/uploads/',
      '/uploads',
    ]) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toEqual({ success: false, message: API_MESSAGES.imageNotFound });
    }
  });

  it('still serves an upload that is there, cached for good', async () => {
    writeFileSync(path.join(context.app.config.dataDir, 'uploads', 'present.webp'), 'RIFF');
    const response = await context.app.inject({ method: 'GET', url: '/uploads/present.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
