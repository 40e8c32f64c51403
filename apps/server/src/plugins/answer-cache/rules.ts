/**
 * What the answer cache may answer and what it may keep, in one place: the front door, the
 * Fastify hooks and the store all ask these, so a rule changes here or nowhere.
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
  if (statusCode !== 200 || headers.setCookie !== undefined) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  return !/(?:^|,)\s*(?:no-store|private)\b/i.test(headers.cacheControl);
}
