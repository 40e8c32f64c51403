import { defineConfig } from 'vitest/config';

/** Tests of the built shop as a whole: `npm start` in a child process, over real HTTP. */
export default defineConfig({
  test: {
    name: 'system',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/system/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Three files at once: each waits on child processes (servers, Caddy, PostgreSQL, Redis) most
    // of its time, about a fifth of the cores busy, and each takes free ports and a data
    // directory of its own. On CI's kind of machine one at a time took 581 s and two 448 s;
    // since then, two 249 s and three 198 s (its figures' checks all held).
    fileParallelism: true,
    maxWorkers: 3,
  },
});
