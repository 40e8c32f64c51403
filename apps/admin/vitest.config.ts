import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { testFilesChangingModules } from '../../scripts/test-files-changing-modules';

const filesChangingModules = testFilesChangingModules(import.meta.dirname, ['src'], (file) =>
  /\.test\.tsx?$/.test(file),
);

export default defineProject({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/component-test-setup.ts'],
    restoreMocks: true,
    // A worker imports React, the router and the site once for all its files instead of once
    // per file; the setup puts back what a file changes outside its own render. Should an admin
    // test change a module (vi.mock), the project runs isolated again, slower but sound, until
    // that file gets a project of its own as the storefront's have (vitest.isolated.config.ts).
    isolate: filesChangingModules.length > 0,
    // CI shares two cores between every suite; user-event typing can take seconds there.
    testTimeout: 20_000,
  },
});
