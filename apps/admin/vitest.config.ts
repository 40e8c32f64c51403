import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
export default defineProject({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/component-test-setup.ts'],
    restoreMocks: true,
    // A worker imports React, the router and the site once for all its files instead of once
    // per file; the setup puts back what a file changes outside its own render. No admin test
    // changes a module (vi.mock): the first that does is named NAME.isolated.test.tsx and gets a
    // project of its own, as the storefront's have (scripts/isolated-test-names.test.ts checks).
    isolate: false,
    // CI shares two cores between every suite; user-event typing can take seconds there.
    testTimeout: 20_000,
  },
});
