import { spawn } from 'node:child_process';

export class PostgresToolMissingError extends Error {
  override name = 'PostgresToolMissingError';
  constructor(tool: string) {
    super(
      `${tool} is not on the PATH, and a PostgreSQL shop is backed up and restored with it. Install ` +
        "PostgreSQL's client tools of the server's major version or newer (Debian and Ubuntu: " +
        'apt-get install postgresql-client; macOS: brew install libpq) and run the command again.',
    );
  }
}

/**
 * Runs pg_dump or pg_restore against the database at `url`. The password goes in the
 * environment, not the command line, where any user of the machine could read it.
 */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${address.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new PostgresToolMissingError(tool) : error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit code ${code}): ${errors.trim()}`));
    });
  });
}
