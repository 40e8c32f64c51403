import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.isolated.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Three on CI's two cores: a file often waits (PostgreSQL, a child process, a timer), and
    // with two the cores were idle for part of the run (unit suite 1,046 s; with three 961 s,
    // the cores 96% busy).
    maxWorkers: 3,
  },
});
