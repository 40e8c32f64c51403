import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server runs from src/ under tsx and from dist/ when bundled, at different depths,
 * so folders are found from the package root rather than from this file.
 */
function findServerRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, 'drizzle.config.ts'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('Cannot find the server package root');
    directory = parent;
  }
  return directory;
}

export const serverRoot = findServerRoot();
export const repositoryRoot = path.resolve(serverRoot, '..', '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const webDistFolder = path.join(repositoryRoot, 'apps', 'web', 'dist');
/** The storefront's server renderer, built from apps/web/src/ssr/entry-server.tsx. */
export const webServerEntry = path.join(repositoryRoot, 'apps', 'web', 'dist-server', 'entry-server.js');
export const adminDistFolder = path.join(repositoryRoot, 'apps', 'admin', 'dist');

/**
 * The folder a command was started from. npm runs a workspace's script inside the workspace
 * (apps/server), so `./data` would mean apps/server/data for `npm run admin:create` and the
 * repository's ./data for `npm start`: npm's INIT_CWD, the folder npm itself was run from,
 * gives every command the same starting point (decision 0045). Without npm, the process's own.
 */
export function invocationFolder(environment: NodeJS.ProcessEnv = process.env): string {
  return environment.INIT_CWD || process.cwd();
}

/** A path the person typed (DATA_DIR, BACKUP_DIR, a backup file), absolute from where they typed it. */
export function resolveFromInvocation(typed: string, environment: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(invocationFolder(environment), typed);
}
