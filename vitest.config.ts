import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.isolated.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Vitest's default leaves one core idle; on CI's two cores both are needed.
    maxWorkers: 2,
  },
});
