import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES, escapeHtml } from '@shop/shared';
import { adminDistFolder, webDistFolder } from '../../paths';
import { notFound, type PageAnswer } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { siteOrigin } from '../seo';
import { inProcessTransport, loadStorefrontRenderer, type StorefrontRenderer } from './storefront-html';

const HASHED_ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The built apps: the admin site under /admin/, the storefront at /; only those that were built. */
function builtSites() {
  return [
    { prefix: '/admin/', folder: adminDistFolder },
    { prefix: '/', folder: webDistFolder },
  ].filter((site) => existsSync(path.join(site.folder, 'index.html')));
}

/**
 * Serves the built storefront at / and the admin site at /admin/. Hashed assets are cached
 * for a year; other files are revalidated every time so a deploy shows at once. Each file
 * goes out as its Brotli or gzip copy from the build when the browser accepts one.
 */
export async function webModule(app: App) {
  for (const site of builtSites()) {
    await app.register(fastifyStatic, {
      root: site.folder,
      prefix: site.prefix,
      decorateReply: false,
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz beside each file: the best one the browser accepts is
      // sent as it is, never compressed again per request.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          'Cache-Control',
          hashed ? `public, max-age=${HASHED_ASSET_MAX_AGE_MS / 1000}, immutable` : 'no-cache',
        );
        response.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
}

/**
 * The pages, which the app-level not-found handler asks for: a path that is no file gets its
 * app's index.html (revalidated every time). The storefront's pages are rendered on the server
 * when its renderer was built, with their data, head tags and status (404 for an unknown page
 * or product); the admin site, and the storefront without a built renderer, route in the
 * browser.
 */
export function pageAnswer(app: App): PageAnswer {
  const sites = builtSites();
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
  let renderer: Promise<StorefrontRenderer | undefined> | undefined;

  return async (request, reply, url) => {
    const isAdmin = url === '/admin' || url.startsWith('/admin/');
    const template = isAdmin ? templates.get('/admin/') : storefrontTemplate;
    if (template === undefined) throw notFound(API_MESSAGES.siteNotBuilt);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (isAdmin) return template;
    renderer ??= loadStorefrontRenderer();
    const storefront = await renderer;
    if (!storefront) return template;
    // A page whose data the API could not read for an outage (503 with Retry-After) says so
    // too: it shows its "try again", and a crawler or monitor comes back instead of keeping it.
    let retryAfter: string | null = null;
    const transport = inProcessTransport(app, request.ip);
    const watchedTransport: typeof transport = async (apiUrl, init) => {
      const response = await transport(apiUrl, init);
      if (response.status === 503) retryAfter ??= response.headers.get('retry-after');
      return response;
    };
    try {
      const page = await storefront.renderPage({
        url: request.url,
        origin: siteOrigin(request),
        template,
        transport: watchedTransport,
      });
      if ('redirect' in page) return reply.redirect(page.redirect, page.status);
      if (retryAfter !== null && page.status < 500) {
        return reply.status(503).header('retry-after', retryAfter).send(page.html);
      }
      return reply.status(page.status).send(page.html);
    } catch (error) {
      // A page that fails to render on the server still works: the browser renders it.
      request.log.error({ err: error, url }, 'server rendering failed');
      return template;
    }
  };
}
