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
    // Two files at once: each waits on child processes (servers, Caddy, PostgreSQL, Redis) most
    // of its time, about a fifth of the cores busy, and each takes free ports and a data
    // directory of its own. One at a time took 581 s on CI's kind of machine, two 448 s.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
