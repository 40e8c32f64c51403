import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../auth';

type JsonSchema = Record<string, unknown>;

/** The request parts a route's schema may give, and the side of a zod schema each one is read from. */
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

// Per schema and side: most routes share the error schema, many share their success ones.
const converted = {
  input: new WeakMap<z.ZodType, JsonSchema>(),
  output: new WeakMap<z.ZodType, JsonSchema>(),
};

/**
 * The JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of a zod schema: a request part as
 * the client sends it (`input`: before defaults and transforms), an answer as the server
 * writes it (`output`). A type JSON Schema cannot say (a transform's result) is left open.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  let jsonSchema = converted[io].get(schema);
  if (!jsonSchema) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      // A recursive schema would need a $ref into its own $defs, which the document cannot resolve.
      cycles: 'throw',
      reused: 'inline',
    }) as JsonSchema;
    jsonSchema = rest;
    converted[io].set(schema, jsonSchema);
  }
  return jsonSchema;
}

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && typeof (value as z.ZodType).safeParse === 'function';

const hooksOf = (route: RouteOptions) => {
  const onRequest = route.onRequest;
  return Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : [];
};

/** Who may call a route, from the guards in its onRequest hooks (plugins/auth.ts, guardRoutes). */
export function accessOf(route: RouteOptions): 'staff' | 'signed-in' | 'anyone' {
  const hooks = hooksOf(route) as unknown[];
  if (hooks.includes(requireAdmin)) return 'staff';
  if (hooks.includes(requireUser)) return 'signed-in';
  return 'anyone';
}

/**
 * A text answer (`textAnswers` in plugins/answer-serialiser): a string sent as it is, with
 * its own content type, which the schema names with `contentMediaType` when it knows it.
 */
function textResponse(jsonSchema: JsonSchema) {
  const mediaType = typeof jsonSchema.contentMediaType === 'string' ? jsonSchema.contentMediaType : '*/*';
  return {
    description: 'Text with its own Content-Type',
    content: { [mediaType]: { schema: { type: 'string' } } },
  };
}

const STATUS_DESCRIPTIONS: Record<string, string> = {
  '2xx': 'Success',
  '4xx': 'Refused: `{success:false, message}` says why (a bad field, no token, not found, too many requests)',
  '5xx': 'Failed: `{success:false, message}`',
};

function describeStatus(status: string): string {
  const exact = STATUS_DESCRIPTIONS[status];
  if (exact) return exact;
  return STATUS_DESCRIPTIONS[`${status[0]}xx`] ?? 'Answer';
}

/**
 * The route's schema as @fastify/swagger reads it: each zod part turned into JSON Schema,
 * each answer described, the route's tag, and the bearer token where a guard asks for one.
 */
export function openApiSchemaOf(route: RouteOptions, tag: string): JsonSchema {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const result: JsonSchema = { ...schema, tags: [tag] };
  for (const part of REQUEST_PARTS) {
    const value = schema[part];
    if (isZodSchema(value)) result[part] = jsonSchemaOf(value, 'input');
  }
  const response = schema.response as Record<string, unknown> | undefined;
  if (response) {
    result.response = Object.fromEntries(
      Object.entries(response).map(([status, answer]) => {
        if (!isZodSchema(answer)) return [status, answer];
        const jsonSchema = jsonSchemaOf(answer, 'output');
        if (jsonSchema.type === 'string') return [status, textResponse(jsonSchema)];
        return [status, { description: describeStatus(status), ...jsonSchema }];
      }),
    );
  }
  const access = accessOf(route);
  if (access !== 'anyone') {
    result.security = [{ bearer: [] }];
    const note =
      access === 'staff'
        ? "Staff only: without a token, or with an ended session, 401; with a customer's token, 403."
        : "Needs a signed-in user's token: without one, or with an ended session, 401.";
    result.description = typeof schema.description === 'string' ? `${schema.description}\n\n${note}` : note;
  }
  return result;
}
