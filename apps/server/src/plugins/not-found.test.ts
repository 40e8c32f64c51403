import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_MESSAGES } from '@shop/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { describeEachDatabase } from '../../test/helpers/test-app';
import { webDistFolder } from '../paths';
import { HttpError, registerErrorHandling, registerNotFoundHandling } from './errors';

const notFoundBody = (method: string, path: string) => ({
  success: false,
  message: API_MESSAGES.routeNotFound(method, path),
});

// The 404 answer is made once, at the app level; the web module only answers pages.
describeEachDatabase('what no route matches', {}, (context) => {
  it('answers an unknown /api path 404 in the error shape, naming the path without its query', async () => {
    expect(await call(context.app, 'GET', '/api/nothing-here?page=2')).toEqual({
      status: 404,
      body: notFoundBody('GET', '/api/nothing-here'),
      headers: expect.anything(),
    });
    expect(await call(context.app, 'GET', '/api')).toMatchObject({
      status: 404,
      body: notFoundBody('GET', '/api'),
    });
  });

  it('answers another method on an unknown path 404 in the error shape, not a page', async () => {
    expect(await call(context.app, 'POST', '/cart', { body: {} })).toMatchObject({
      status: 404,
      body: notFoundBody('POST', '/cart'),
    });
    expect(await call(context.app, 'DELETE', '/api/cart')).toMatchObject({
      status: 404,
      body: notFoundBody('DELETE', '/api/cart'),
    });
  });

  it('answers a missing file 404 in the error shape, not a page', async () => {
    expect(await call(context.app, 'GET', '/logo-that-is-not-there.png')).toMatchObject({
      status: 404,
      body: notFoundBody('GET', '/logo-that-is-not-there.png'),
    });
  });

  it('answers a page path with the storefront, or says the site was not built', async () => {
    const page = await call(context.app, 'GET', '/track_order');
    if (existsSync(path.join(webDistFolder, 'index.html'))) {
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } else {
      expect(page).toMatchObject({
        status: 404,
        body: { success: false, message: API_MESSAGES.siteNotBuilt },
      });
    }
  });
});

describe('the app-level not-found handler', () => {
  async function appWithPages() {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const asked: string[] = [];
    registerNotFoundHandling(app, async (request, reply, pagePath) => {
      asked.push(`${request.method} ${pagePath}`);
      return reply.type('text/html').send('<p>page</p>');
    });
    await app.ready();
    return { app, asked };
  }

  it('asks the page answer for GET and HEAD of non-API paths only', async () => {
    const { app, asked } = await appWithPages();
    expect((await app.inject({ method: 'GET', url: '/singleProducts/3?ref=home' })).body).toBe('<p>page</p>');
    expect((await app.inject({ method: 'HEAD', url: '/admin/orders' })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['PUT', '/profile'],
      ['GET', '/missing.js'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody(method, url));
    }
    expect(asked).toEqual(['GET /singleProducts/3', 'HEAD /admin/orders']);
    await app.close();
  });

  it('answers an HttpError thrown by the page answer in the error shape', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerNotFoundHandling(app, async () => {
      throw new HttpError(404, API_MESSAGES.siteNotBuilt);
    });
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.siteNotBuilt });
    await app.close();
  });
});
