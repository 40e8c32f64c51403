import Fastify from 'fastify';
import { expect, it } from 'vitest';
import type { Database } from '../db/client';
import { DatabaseReachability } from '../db/reachability';
import { registerDatabaseOutageLog } from './database-outage';
import { runPeriodically } from './periodic-task';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('runs a task first firstRunAfterS after the ready, not a whole interval later, and never before the ready', async () => {
  const app = Fastify({ logger: false });
  let runs = 0;
  runPeriodically(app, {
    intervalS: 3600,
    firstRunAfterS: 0.02,
    failureMessage: 'the test task failed',
    task: async () => {
      runs += 1;
    },
  });
  try {
    await sleep(100);
    expect(runs).toBe(0);
    await app.ready();
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(1);
  } finally {
    await app.close();
  }
});

it('skips the ticks that find the last run still going, and the close waits for that run', async () => {
  const app = Fastify({ logger: false });
  let runs = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  runPeriodically(app, {
    intervalS: 0.02,
    firstRunAfterS: 0.01,
    failureMessage: 'the test task failed',
    task: async () => {
      runs += 1;
      await held;
    },
  });
  await app.ready();
  await expect.poll(() => runs, { timeout: 5_000 }).toBe(1);
  await sleep(150);
  expect(runs).toBe(1);

  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });
  await sleep(50);
  expect(closed).toBe(false);
  release();
  await closing;
  expect(closed).toBe(true);
  expect(runs).toBe(1);
});

it('logs a run failed by an unreachable database once for the whole outage, not once per run', async () => {
  const lines: { msg: string }[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  const reachability = new DatabaseReachability();
  app.decorate('database', { reachability } as unknown as Database);
  registerDatabaseOutageLog(app, reachability);
  let runs = 0;
  runPeriodically(app, {
    intervalS: 0.01,
    failureMessage: 'the test task failed',
    task: async () => {
      runs += 1;
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    },
  });
  await app.ready();
  try {
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThan(5);
    expect(lines.map((line) => line.msg.split(':')[0])).toEqual(['database unreachable']);
    expect(reachability.failures).toBeGreaterThan(5);
  } finally {
    await app.close();
  }
});
