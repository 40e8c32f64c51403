/**
 * What the answer cache may answer, tag and keep, in one place: the front door, the Fastify
 * hooks, the store path and the writers' hook all ask these, so a rule changes here or nowhere.
 */

/** A request the cache may answer from memory: a GET or HEAD (the cache never sees a write). */
export function mayAnswer(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD';
}

/**
 * An answer the cache may keep and send again to anyone: a 200 of bytes that carries no
 * cookie and whose Cache-Control lets a shared cache store it (plugins/personal-answers.ts
 * marks everything about one account `no-store`).
 */
export function mayKeep(
  statusCode: number,
  payload: unknown,
  headers: { cacheControl: string; setCookie: unknown },
): payload is string | Buffer {
  if (!mayTag(statusCode, payload) || headers.setCookie !== undefined) return false;
  return !/(?:^|,)\s*(?:no-store|private)\b/i.test(headers.cacheControl);
}

/**
 * An answer of a cached route that gets a strong ETag (and a 304 when the client has it),
 * whether or not it may be kept: a 200 of bytes.
 */
export function mayTag(statusCode: number, payload: unknown): payload is string | Buffer {
  return statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload));
}
