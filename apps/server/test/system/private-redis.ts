import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort } from './started-server';

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Kills it at once; safe to call twice, and from an exit handler. */
  remove(): void;
}

/** Whether redis-server is installed. */
export const hasRedis = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A redis-server of the test's own on a free port, keeping nothing on disk; killed at exit. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      started.stdout?.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  const remove = () => {
    process.off('exit', remove);
    child?.kill('SIGKILL');
    child = undefined;
  };
  process.on('exit', remove);
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, remove };
}
