import pg from 'pg';

/**
 * A node-postgres client of its own, outside the pool (a backup's snapshot, a restore, health's ping). Its
 * 'error' is heard: PostgreSQL going away between two of its statements otherwise emits an
 * error nobody listens to, which ends the process; heard, the next statement fails instead.
 */
export function standaloneClient(
  url: string,
  applicationName: string,
  { connectTimeoutMs, onError = () => {} }: { connectTimeoutMs?: number; onError?: () => void } = {},
): pg.Client {
  const client = new pg.Client({
    connectionString: url,
    application_name: applicationName,
    ...(connectTimeoutMs === undefined ? {} : { connectionTimeoutMillis: connectTimeoutMs }),
  });
  client.on('error', onError);
  return client;
}
