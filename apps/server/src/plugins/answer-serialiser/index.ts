import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import type { App } from '../zod-type-provider';
import { AnswerSchemaError, answerMismatch, firstDifference, pathText } from './answer-check';
import { serialiserSchemaOf } from './serialiser-schema';

export { AnswerSchemaError } from './answer-check';
export { answers, binaryAnswers, errorAnswers, textAnswers } from './route-answers';

type Serialise = (value: unknown) => string;
interface Serialiser {
  serialise: Serialise;
  /** Set when the schema is serialised with JSON.stringify, saying why. */
  fallback?: string;
}

// Per schema, not per route: most routes share the error schema, many share success ones.
const serialisers = new WeakMap<z.ZodType, Serialiser>();

/** The compiled serialiser of a zod schema, built on first use. */
export function serialiserOf(schema: z.ZodType): Serialiser {
  let serialiser = serialisers.get(schema);
  if (!serialiser) {
    const converted = serialiserSchemaOf(schema);
    serialiser =
      converted.kind === 'compiled'
        ? { serialise: fastJson(converted.jsonSchema) as Serialise }
        : { serialise: JSON.stringify as Serialise, fallback: converted.reason };
    serialisers.set(schema, serialiser);
  }
  return serialiser;
}

const isZodSchema = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && typeof (schema as z.ZodType).safeParse === 'function';

/**
 * Serialises a route's answers with the compiled serialiser of its zod response schema.
 * With `check` (CHECK_ANSWERS, on in the tests) each answer is first checked against the
 * schema strictly and its serialised form against JSON.stringify's; a mismatch throws, so
 * the request answers 500 and the log names the route and what is wrong.
 */
export function answerSerialiserCompiler(
  app: App,
  { check }: { check: boolean },
): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    const route = `${method} ${url} (${httpStatus})`;
    if (!isZodSchema(schema)) {
      throw new Error(`The response schema of ${route} must be a zod schema from @shop/shared.`);
    }
    const { serialise, fallback } = serialiserOf(schema);
    if (fallback) app.log.debug({ route, reason: fallback }, 'answer serialised with JSON.stringify');
    if (!check) return serialise;
    return (value) => {
      const plain = JSON.stringify(value);
      const sent: unknown = plain === undefined ? undefined : JSON.parse(plain);
      const mismatch = answerMismatch(schema, sent);
      if (mismatch)
        throw new AnswerSchemaError(`The answer of ${route} does not fit its schema: ${mismatch}`);
      const output = serialise(value);
      const difference = firstDifference(JSON.parse(output), sent);
      if (difference) {
        throw new AnswerSchemaError(
          `The serialised answer of ${route} differs from JSON.stringify's at ${pathText(difference)}`,
        );
      }
      return output;
    };
  };
}

/** The status codes a route's `schema.response` covers: exact, `2xx` style, or `default`. */
const declares = (response: Record<string, unknown>, status: number) =>
  String(status) in response || `${String(status)[0]}xx` in response || 'default' in response;

/**
 * Sets the serialiser compiler; with `check`, an object answered with a status its route's
 * schema does not declare (so Fastify would fall back to JSON.stringify unchecked) is an
 * error too. Routes without any response schema are the test's business (answer-schemas.test.ts).
 */
export function registerAnswerSerialiser(app: App, { check }: { check: boolean }) {
  app.setSerializerCompiler(answerSerialiserCompiler(app, { check }));
  if (!check) return;
  app.addHook('preSerialization', async (request, reply, payload) => {
    const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    // A 5xx is the error handler's own answer; refusing it too would leave nothing to send.
    if (!response || reply.statusCode >= 500 || declares(response, reply.statusCode)) return payload;
    throw new AnswerSchemaError(
      `${request.method} ${request.routeOptions.url} answered ${reply.statusCode}, which its response schema does not declare`,
    );
  });
}
