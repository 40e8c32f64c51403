import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isProcessAlive } from '../../db/data-dir-lock';
import { PRIVATE_FILE_MODE } from '../../private-files';
import { takeBackup } from './take-backup';

/*
 * `npm run db:backup` against a running PGlite shop: the server holds the data directory
 * (two processes on one PGlite directory corrupt it), so the command asks the server. It
 * writes a request file into DATA_DIR and sends SIGUSR2; the server takes the backup and
 * writes the answer beside it. Only someone who may signal the server and write its data
 * directory can ask, which is who could copy the directory anyway.
 */

const REQUEST = /^backup-request-([0-9a-f-]{36})\.json$/;
const resultFile = (dataDir: string, id: string) => path.join(dataDir, `backup-result-${id}.json`);

export interface BackupAnswer {
  ok: boolean;
  file?: string;
  bytes?: number;
  error?: string;
  /** The server exited before answering (it was stopping): the data directory is free to open. */
  serverStopped?: boolean;
}

/** Takes the backups asked for in DATA_DIR (on SIGUSR2), one at a time. */
export function answerBackupRequests(app: FastifyInstance): () => Promise<void> {
  const dataDir = app.config.dataDir;
  let running = Promise.resolve();
  const answerAll = async () => {
    for (const name of await readdir(dataDir)) {
      const id = REQUEST.exec(name)?.[1];
      if (!id) continue;
      const requestPath = path.join(dataDir, name);
      let answer: BackupAnswer;
      try {
        const { file } = JSON.parse(await readFile(requestPath, 'utf8')) as { file: string };
        await rm(requestPath, { force: true });
        const taken = await takeBackup(app.database, { dataDir, file });
        answer = { ok: true, file: taken.file, bytes: taken.bytes };
        app.log.info({ file: taken.file, bytes: taken.bytes }, 'backup taken (npm run db:backup)');
      } catch (error) {
        await rm(requestPath, { force: true });
        answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
        app.log.error({ err: error }, 'backup asked by npm run db:backup failed');
      }
      const partial = `${resultFile(dataDir, id)}.partial`;
      await writeFile(partial, JSON.stringify(answer), { mode: PRIVATE_FILE_MODE });
      await rename(partial, resultFile(dataDir, id));
    }
  };
  return () => {
    running = running.then(answerAll, answerAll).catch((error: unknown) => {
      app.log.error({ err: error }, 'reading backup requests failed');
    });
    return running;
  };
}

/** The command's side: asks the server holding DATA_DIR (pid) for a backup into `file`. */
export async function askServerForBackup(
  dataDir: string,
  pid: number,
  file: string,
  timeoutMs = 30 * 60_000,
): Promise<BackupAnswer> {
  const id = randomUUID();
  const requestPath = path.join(dataDir, `backup-request-${id}.json`);
  await writeFile(`${requestPath}.partial`, JSON.stringify({ file }), { mode: PRIVATE_FILE_MODE });
  await rename(`${requestPath}.partial`, requestPath);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const answer = JSON.parse(await readFile(resultFile(dataDir, id), 'utf8')) as BackupAnswer;
      await rm(resultFile(dataDir, id), { force: true });
      return answer;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // A server that was stopping when asked exits without answering: waiting out the deadline
    // would hold the command for half an hour.
    if (!isProcessAlive(pid)) {
      await rm(requestPath, { force: true });
      return { ok: false, serverStopped: true, error: `The server (pid ${pid}) stopped before answering.` };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await rm(requestPath, { force: true });
  return { ok: false, error: `The server (pid ${pid}) did not answer within ${timeoutMs / 60_000} minutes.` };
}
