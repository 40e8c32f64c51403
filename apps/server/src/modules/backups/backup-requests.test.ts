import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { askServerForBackup } from './backup-requests';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A process that holds on until the backup signal, then exits without answering: a server already stopping. */
async function serverThatStopsWhenAsked() {
  const child = spawn(process.execPath, [
    '-e',
    "process.on('SIGUSR2', () => process.exit(0)); console.log('ready'); setInterval(() => {}, 1000);",
  ]);
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return child;
}

describe('npm run db:backup asking a running PGlite shop', () => {
  it('stops waiting as soon as the server exits without answering, leaving no request behind', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-ask-'));
    folders.push(dataDir);
    const server = await serverThatStopsWhenAsked();
    const asked = Date.now();
    const answer = await askServerForBackup(dataDir, server.pid!, path.join(dataDir, 'b.tar.gz'), 60_000);
    expect(answer).toMatchObject({ ok: false, serverStopped: true });
    expect(answer.error).toContain(`pid ${server.pid}`);
    // Not the half hour it used to wait for an answer that could never come.
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
