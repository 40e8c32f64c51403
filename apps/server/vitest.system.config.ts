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
    fileParallelism: false,
  },
});
