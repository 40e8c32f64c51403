import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { PAGE_HEADERS } from '../src/plugins/security-headers';
import type { App } from '../src/plugins/zod-type-provider';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  description?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  tags: { name: string; description: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

/** Fastify's `:id` and `*` in the document's words: `{id}` and `{*}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const methodsOf = (route: RouteOptions) => [route.method].flat().map((method) => method.toLowerCase());
const isHidden = (route: RouteOptions) => (route.schema as { hide?: boolean } | undefined)?.hide === true;
/** The HEAD twin Fastify adds beside each GET (exposeHeadRoutes): the GET's operation covers it. */
const isHeadTwin = (route: RouteOptions, routes: RouteOptions[]) =>
  route.method === 'HEAD' && routes.some((other) => other.method === 'GET' && other.url === route.url);

describe('the API document', () => {
  const routes: RouteOptions[] = [];
  let database: TestDatabase;
  let app: App;
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp(testConfig(), {
      database,
      skipMigrations: true,
      logger: false,
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    document = answer.json();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('is valid OpenAPI 3.1, by a validator of the specification', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the app registers, with each answer its schema declares', () => {
    const documented = routes.filter((route) => !isHidden(route) && !isHeadTwin(route, routes));
    expect(documented.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const route of documented) {
      const declared = Object.keys((route.schema as { response?: object }).response ?? {});
      for (const method of methodsOf(route)) {
        const operation = document.paths[documentPath(route.url)]?.[method];
        if (!operation) {
          missing.push(`${method} ${route.url}`);
          continue;
        }
        expect(declared.length, `${method} ${route.url} declares its answers`).toBeGreaterThan(0);
        expect(Object.keys(operation.responses).sort(), `${method} ${route.url}`).toEqual(
          declared.map((status) => status.toUpperCase()).sort(),
        );
        for (const [status, answer] of Object.entries(operation.responses)) {
          expect(answer.content, `${method} ${route.url} ${status} has a body`).toBeDefined();
        }
      }
    }
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((path) => Object.keys(path));
    expect(operations).toHaveLength(documented.flatMap(methodsOf).length);
  });

  it('leaves out only the routes that serve files, not answers', () => {
    const hidden = routes.filter(isHidden);
    expect(hidden.map((route) => route.url)).toContain('/uploads/*');
    // Files: uploads, the built apps (when built) and the reference page's own; no API call.
    const hiddenApiCalls = hidden
      .map((route) => route.url)
      .filter((url) => url.startsWith('/api/') && !url.startsWith('/api/docs'));
    expect(hiddenApiCalls).toEqual([]);
  });

  it('gives each answer its schema: the success shape and the error shape', () => {
    const list = document.paths['/api/product/list']!.get!;
    const success = list.responses['200']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(success.properties)).toEqual(expect.arrayContaining(['success', 'products']));
    const refusal = list.responses['4XX']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect([...refusal.required].sort()).toEqual(['message', 'success']);
    const sitemap = document.paths['/sitemap.xml']!.get!;
    expect(Object.keys(sitemap.responses['200']!.content!)).toEqual(['application/xml']);
  });

  it('describes the requests: query parameters, path parameters and bodies', () => {
    const parameters = document.paths['/api/product/list']!.get!.parameters ?? [];
    expect(parameters.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(
      expect.arrayContaining(['query category', 'query sort', 'query limit']),
    );
    const product = document.paths['/api/product/{id}']!.get!.parameters ?? [];
    expect(product.map((parameter) => `${parameter.in} ${parameter.name}`)).toContain('path id');
    const register = document.paths['/api/user/register']!.post!.requestBody!;
    expect(Object.keys(register.content['application/json']!.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('says which calls need the bearer token, and which only staff may make', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operation = (path: string, method: string) => document.paths[path]![method]!;
    for (const [path, method] of [
      ['/api/cart', 'get'],
      ['/api/orders/start', 'post'],
      ['/api/user/profile', 'get'],
      ['/api/contact', 'post'],
      ['/api/admin/products', 'get'],
    ] as const) {
      expect(operation(path, method).security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
    const staffCalls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, found]) => ({ path, method, found })),
      );
    expect(staffCalls.length).toBeGreaterThan(20);
    for (const { path, method, found } of staffCalls) {
      expect(found.description, `${method} ${path}`).toMatch(/^Staff only/);
    }
    expect(operation('/api/cart/add', 'post').description).toMatch(/signed-in user/);
    for (const [path, method] of [
      ['/api/product/list', 'get'],
      ['/api/user/login', 'post'],
      ['/api/newsletter', 'post'],
    ] as const) {
      expect(operation(path, method).security, `${method} ${path}`).toBeUndefined();
    }
  });

  it('tags every call with an area the document describes', () => {
    const described = new Set(document.tags.map((tag) => tag.name));
    const used = Object.values(document.paths).flatMap((path) =>
      Object.values(path).flatMap((operation) => operation.tags ?? ['(none)']),
    );
    expect([...new Set(used)].filter((tag) => !described.has(tag))).toEqual([]);
    expect(document.paths['/api/admin/dashboard']!.get!.tags).toEqual(['admin']);
  });

  it('serves the reference page and its files from the Swagger UI package', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // The shop's own policy, unchanged: the page needs no inline script or style (e2e/api-docs.spec.ts).
    expect(page.headers['content-security-policy']).toBe(PAGE_HEADERS['content-security-policy']);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const script of scripts) {
      const file = await app.inject({ method: 'GET', url: script });
      expect(file.statusCode, script).toBe(200);
      expect(file.headers['content-type'], script).toMatch(/javascript/);
    }
    const same = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(same.json()).toEqual(document);
  });
});
