import { webFilesChangingModules, webProject } from './vitest.config';

/** The component tests that change a module (vi.mock, vi.resetModules), each in a fresh module graph. */
export default webProject({
  name: 'web-isolated',
  include: webFilesChangingModules,
  exclude: [],
  isolate: true,
});
