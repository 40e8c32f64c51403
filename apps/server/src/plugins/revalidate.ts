import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public catalogue answers may be cached but must be revalidated every time, so an edit
 * in the admin site shows at once while unchanged answers cost a 304.
 */
export async function revalidateEveryTime(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('ETag', etag);
  reply.header('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === etag) {
    reply.code(304);
    return '';
  }
  return payload;
}
