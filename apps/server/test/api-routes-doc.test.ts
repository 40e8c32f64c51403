import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ROUTES_FILE,
  type ApiDocument,
  apiRoutesMarkdown,
  currentApiRoutesMarkdown,
} from '../src/scripts/api-routes-document';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

describe('docs/api-routes.md', () => {
  let database: TestDatabase;
  let current: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    current = await currentApiRoutesMarkdown({ database, skipMigrations: true });
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('is what `npm run docs:routes` writes from the server of this checkout (run it when a route changes)', () => {
    const written = readFileSync(API_ROUTES_FILE, 'utf8');
    expect(written, 'docs/api-routes.md is stale: run `npm run docs:routes`').toBe(current);
  });

  it('lists the routes a reader looks for, with who may call them', () => {
    expect(current).toMatch(/^\| GET \| `\/api\/product\/list` \| anyone \| query: page, limit, q/m);
    expect(current).toMatch(/^\| POST \| `\/api\/cart\/add` \| signed in \|/m);
    expect(current).toMatch(/^\| GET \| `\/api\/admin\/orders` \| staff \|/m);
    expect(current).toMatch(/^\| GET \| `\/api\/admin\/products\.csv` \| staff \|/m);
  });
});

describe('the route page of a document', () => {
  const document: ApiDocument = {
    tags: [
      { name: 'cart', description: "The signed-in shopper's cart." },
      { name: 'admin', description: 'Staff only.' },
    ],
    paths: {
      '/api/admin/thing/{id}': {
        delete: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          description: "Staff only: without a token, 401; with a customer's token, 403.",
          responses: { '200': {}, '4XX': {} },
        },
      },
      '/api/cart/add': {
        post: {
          tags: ['cart'],
          security: [{ bearer: [] }],
          description: "Needs a signed-in user's token.",
          requestBody: {
            content: { 'application/json': { schema: { properties: { id: {}, quantity: {} } } } },
          },
          responses: { '200': {} },
        },
      },
    },
  };

  it('puts each call under its tag in the order of the tags, with who, what it takes and its answers', () => {
    const page = apiRoutesMarkdown(document);
    expect(page).toContain('2 calls.');
    expect(page.indexOf('## cart')).toBeLessThan(page.indexOf('## admin'));
    expect(page).toContain('| POST | `/api/cart/add` | signed in | body: id, quantity | 200 |');
    expect(page).toContain('| DELETE | `/api/admin/thing/{id}` | staff |  | 200, 4XX |');
  });

  it('changes when a route is added, so a stale page cannot pass', () => {
    const added = structuredClone(document);
    added.paths['/api/cart/clear'] = { post: { tags: ['cart'], responses: { '200': {} } } };
    expect(apiRoutesMarkdown(added)).not.toBe(apiRoutesMarkdown(document));
    expect(apiRoutesMarkdown(added)).toContain('| POST | `/api/cart/clear` | anyone |  | 200 |');
  });
});
