import { textAnswers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { listProductPageDates } from '../catalogue';
import { siteOrigin } from './site-origin';
import { productPagePath, SITEMAP_STATIC_PATHS } from './static-pages';

export { siteOrigin } from './site-origin';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  );

/** GET /sitemap.xml (home, static pages, every product page) and GET /robots.txt pointing at it. */
export async function seoModule(app: App) {
  // Keyed by the origin: without PUBLIC_URL the links follow the Host the request came to.
  const sitemapCache = { answerCache: { topics: ['products'] as const, key: siteOrigin } };
  app.get(
    '/sitemap.xml',
    { schema: { response: textAnswers('application/xml') }, config: sitemapCache },
    async (request, reply) => {
      const origin = siteOrigin(request);
      const rows = await listProductPageDates(app.database.db);
      const entries = [
        ...SITEMAP_STATIC_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
        ...rows.map(
          (row) =>
            `  <url><loc>${escapeXml(origin + productPagePath(row.id))}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n');
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(xml);
    },
  );

  app.get('/robots.txt', { schema: { response: textAnswers('text/plain') } }, async (request, reply) => {
    // Account and checkout pages hold nothing for a search engine.
    const text = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /cart',
      'Disallow: /order',
      'Disallow: /track_order',
      'Disallow: /invoice/',
      'Disallow: /profile',
      'Disallow: /login',
      'Allow: /',
      `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(text);
  });
}
