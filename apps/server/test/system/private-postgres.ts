import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './started-server';

const run = promisify(execFile);

/** Debian's PostgreSQL programs, newest version first (/usr/lib/postgresql/<version>/bin). */
export function postgresPrograms(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export interface PrivatePostgres {
  port: number;
  /** The address of `database` on this cluster, as the superuser. */
  url(database: string): string;
  /** `pg_ctl stop -m fast`: every connection is ended, new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it at once and deletes its files; safe to call twice, and from an exit handler. */
  remove(): void;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, so that
 * stopping it troubles no other test and nobody else's database. As root, the programs run
 * as the postgres user (initdb refuses root). Removed at the process's exit whatever happens.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const programs = postgresPrograms();
  if (!programs) throw new Error('PostgreSQL is not installed: no /usr/lib/postgresql/<version>/bin/pg_ctl');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-outage-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(folder, id('-u'), id('-g'));
  }
  const command = (program: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(programs, program), ...args]]
      : [path.join(programs, program), args];
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    // Speed over durability: the cluster lives for one test.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const pgCtl = (args: string[]) => command('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);

  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    process.off('exit', remove);
    const [program, args] = pgCtl(['-m', 'immediate', 'stop']);
    spawnSync(program, args, { stdio: 'ignore' });
    rmSync(folder, { recursive: true, force: true });
  };
  process.on('exit', remove);

  try {
    await run(
      ...command('initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ]),
    );
    const start = async () => {
      await run(...pgCtl(['-l', path.join(folder, 'postgres.log'), '-o', settings, 'start']));
    };
    await start();
    return {
      port,
      url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
      stop: async () => {
        await run(...pgCtl(['-m', 'fast', 'stop']));
      },
      start,
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}
