// bench:web's shop servers: each build's server on a free port with a fresh embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server built in `buildRoot` on a free port with a fresh data dir. Answers its
 * address and `stop()`, which stops it and removes the data dir; `onStart(stop)` is called as soon as
 * the process runs, so that a server that fails to start is stopped too.
 */
export async function startServer(buildRoot, onStart) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const environment = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  environment.LOG_LEVEL = 'warn';
  // A fresh embedded database, whatever the shell points at.
  delete environment.DATABASE_URL;
  delete environment.REDIS_URL;
  let output = '';
  const server = spawn(process.execPath, [path.join(buildRoot, 'apps/server/dist/main.js')], {
    cwd: buildRoot,
    env: environment,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  onStart(stop);
  for (const stream of [server.stdout, server.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk;
    });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 150_000) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server stopped while starting:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) {
        console.log(`Server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return { baseUrl, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /api/health within 150 s:\n${output}`);
}

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}
