import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminDistFolder, webDistFolder } from '../../paths';
import type { App } from '../../plugins/zod-type-provider';
import { siteOrigin } from '../seo';
import { escapeHtml, renderStorefrontHtml } from './storefront-html';

const HASHED_ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the built storefront at / and the admin site at /admin/. Hashed assets are cached
 * for a year; index.html is revalidated every time so a deploy shows at once. Paths that
 * are not files get the app's index.html (history fallback) and the app routes them.
 */
export async function webModule(app: App) {
  const sites = [
    { prefix: '/admin/', folder: adminDistFolder },
    { prefix: '/', folder: webDistFolder },
  ].filter((site) => existsSync(path.join(site.folder, 'index.html')));

  for (const site of sites) {
    await app.register(fastifyStatic, {
      root: site.folder,
      prefix: site.prefix,
      decorateReply: false,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          'Cache-Control',
          hashed ? `public, max-age=${HASHED_ASSET_MAX_AGE_MS / 1000}, immutable` : 'no-cache',
        );
      },
    });
  }

  // Read once: a new build is served after a restart, like the hashed assets it names.
  const templates = new Map(
    sites.map((site) => [site.prefix, readFileSync(path.join(site.folder, 'index.html'), 'utf8')]),
  );
  const storefrontTemplate = templates
    .get('/')
    // The storefront's Admin link follows ADMIN_SITE_URL, which only the server knows.
    ?.replace(
      '</head>',
      () => `  <meta name="admin-site-url" content="${escapeHtml(app.config.adminSiteUrl)}" />\n  </head>`,
    );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || !wantsPage || /\.[a-z0-9]{1,5}$/i.test(url)) {
      return reply
        .status(404)
        .send({ success: false, message: API_MESSAGES.routeNotFound(request.method, url) });
    }
    const isAdmin = url === '/admin' || url.startsWith('/admin/');
    const site = sites.find((candidate) => candidate.prefix === (isAdmin ? '/admin/' : '/'));
    if (!site) {
      return reply.status(404).send({ success: false, message: API_MESSAGES.siteNotBuilt });
    }
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (isAdmin) return templates.get('/admin/');
    return renderStorefrontHtml(app, url, storefrontTemplate!, siteOrigin(request));
  });
}
