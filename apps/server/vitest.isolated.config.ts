import { defineProject } from 'vitest/config';
import { isolatedTestFiles, serverTestSettings } from './vitest.config';

/** The server test files that change a module (NAME.isolated.test.ts), each in a fresh module graph. */
export default defineProject({
  test: {
    ...serverTestSettings,
    name: 'server-isolated',
    include: [isolatedTestFiles],
    exclude: ['test/system/**'],
  },
});
