import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { z } from 'zod';

/**
 * A literal type widened to its base type, all the way down. TypeScript widens the literals
 * of an object a route handler returns (`success: true` is typed boolean there, since the
 * handler is typed while Fastify's generics are still being inferred), so the answer type
 * a handler must meet is the schema's with literals widened; the exact values are checked
 * at run time (plugins/answer-serialiser, on in the tests).
 */
type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends object
        ? { [Key in keyof T]: Widened<T[Key]> }
        : T;

/**
 * Types request parts from the zod schemas in a route's `schema`, as the shared contract
 * defines them, and what a handler may answer from its `schema.response`.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? Widened<z.input<this['schema']>> : unknown;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
