import { errorResponseSchema } from '@shop/shared';
import { z } from 'zod';

/**
 * What any route may answer besides its success (a bad field, no token, a rate limit, a
 * failure): handlers throw an HttpError and plugins/errors.ts answers `{success:false, message}`.
 */
export const errorAnswers = { '4xx': errorResponseSchema, '5xx': errorResponseSchema } as const;

/** A route's `schema.response`: its success answers by status, and the error answers. */
export function answers<Success extends Record<number, z.ZodType>>(success: Success) {
  return { ...success, ...errorAnswers };
}

/**
 * A text body (XML, plain text, CSV, SVG) with its own content type. Fastify sends a string
 * as it is, so this schema is never serialised or checked; it says that the answer is text,
 * and of which media type (for the API document).
 */
export const textAnswers = (mediaType: string) =>
  answers({ 200: z.string().meta({ contentMediaType: mediaType }) });

/**
 * A binary body (an image) with its own content type: a Buffer, which Fastify sends as it is,
 * never serialised or checked; `any` because no zod type describes bytes as JSON Schema.
 */
export const binaryAnswers = (mediaType: string) =>
  answers({ 200: z.any().meta({ contentMediaType: mediaType }) });
