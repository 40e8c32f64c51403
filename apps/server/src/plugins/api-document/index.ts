import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { answers } from '../answer-serialiser';
import type { App } from '../zod-type-provider';
import { openApiSchemaOf } from './route-schemas';
import { API_TAGS, tagOf } from './tags';

export const API_DOCUMENT_URL = '/api/openapi.json';
export const API_REFERENCE_URL = '/api/docs';

const API_DESCRIPTION = `The API of the Kwik Tech Ghana shop, written from the zod schemas each route declares
(packages/shared), so it says what the server checks and answers.

Every error answers \`{success:false, message}\` with a fitting 4xx (or 5xx) status. Prices are
in cedis. Calls for a signed-in user carry \`Authorization: Bearer <token>\`, the token that
\`POST /api/user/login\` and \`POST /api/user/register\` answer.`;

/** Any JSON object: the document's own schema is OpenAPI's, checked by the tests with a validator. */
const openApiDocumentSchema = z.record(z.string(), z.unknown());

/**
 * The API described by its own schemas: an OpenAPI 3.1 document at /api/openapi.json made by
 * @fastify/swagger from every route's zod schemas (plugins/api-document/route-schemas.ts), and
 * a Swagger UI reference page at /api/docs from @fastify/swagger-ui's own files. Registered
 * before the modules, so it hears of every route as it is added. The document is built on its
 * first request and kept (the routes cannot change once the app is ready): a start pays nothing.
 * This part only listens for routes; registerApiDocumentRoutes adds the two addresses.
 */
export async function registerApiDocument(app: App, { version }: { version: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Kwik Tech Ghana API', version, description: API_DESCRIPTION },
      tags: API_TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token from login or register; it ends with logout, or when idle.',
          },
        },
      },
    },
    transform: ({ url, route }) => ({ url, schema: openApiSchemaOf(route, tagOf(url)) as never }),
  });
}

/**
 * The document's own routes, registered after the app's error and not-found handlers (a
 * Fastify context keeps the handlers it was given when it was made), so their refusals answer
 * `{success:false, message}` like every other call's.
 */
export async function registerApiDocumentRoutes(app: App) {
  let document: string | undefined;
  app.get(
    API_DOCUMENT_URL,
    { schema: { description: 'This document.', response: answers({ 200: openApiDocumentSchema }) } },
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      // Sent as the JSON text it already is (Fastify sends a string as it is): no second
      // serialisation of the whole document per request.
      return reply.type('application/json; charset=utf-8').send(document as never);
    },
  );

  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_URL,
    theme: { title: 'Kwik Tech Ghana API' },
    // BaseLayout leaves out the standalone top bar, whose logo SVG carries an inline <style>
    // the shop's Content-Security-Policy refuses: the page then needs no policy of its own.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
