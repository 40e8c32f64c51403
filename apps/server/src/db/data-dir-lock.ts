import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../private-files';

export class DataDirectoryLockedError extends Error {
  override name = 'DataDirectoryLockedError';
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A server killed with -9 whose parent died too stays a zombie until something reaps it;
  // signal 0 still reaches a zombie, but it holds no files, so its lock is stale.
  try {
    const state = /\)\s+(\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
    return state !== 'Z' && state !== 'X';
  } catch {
    return true; // no /proc (not Linux): trust the signal
  }
}

/** The pid of the live server holding the data directory, or undefined when none does. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const owner = Number.parseInt(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim(), 10);
    return Number.isInteger(owner) && owner > 0 && isProcessAlive(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Two PGlite processes on one data directory corrupt it, so the server holds a lock file
 * with its pid. A lock left by a process that died (kill -9, power cut) is taken over.
 * Answers a function that releases the lock.
 */
export function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const descriptor = openSync(lockPath, 'wx', PRIVATE_FILE_MODE);
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && isProcessAlive(owner)) {
        throw new DataDirectoryLockedError(
          `The data directory ${dataDir} is in use by another server (pid ${owner}). ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      try {
        unlinkSync(lockPath);
      } catch {
        // another starter removed it first; try again
      }
    }
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${dataDir}.`);
}
