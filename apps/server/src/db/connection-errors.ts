/**
 * SQLSTATE codes that mean the database cannot serve the request just now, whatever the
 * request was: class 08 (connection exception), 53300 (too many connections), and 57P01-57P03
 * (administrator or crash shutdown, the server starting up or shutting down).
 */
const UNREACHABLE_SQLSTATES = new Set(['53300', '57P01', '57P02', '57P03']);

/** Node's socket errors on the way to the database. */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a lost or refused connection with these messages and no code: the
 * socket closed under a query, a client used after it broke, or the pool's wait for a
 * connection ran out (`connectionTimeoutMillis`).
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /timeout exceeded when trying to connect/,
  /^Client was closed/,
];

/** How deep a chain of `cause`s is followed: Drizzle wraps the driver's error in one of its own. */
const MAX_CAUSES = 5;

/**
 * True when `error` (or an error it wraps) says the database was unreachable, as opposed
 * to a query it refused: such a request is answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNREACHABLE_SQLSTATES.has(code) || SOCKET_ERROR_CODES.has(code)) return true;
    }
    if (
      CONNECTION_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
