import { isolatedTestFiles, webProject } from './vitest.config';

/** The component tests that change a module (NAME.isolated.test.tsx), each in a fresh module graph. */
export default webProject({
  name: 'web-isolated',
  include: [isolatedTestFiles],
  exclude: [],
  isolate: true,
});
