import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'repository', environment: 'node', include: ['*.test.ts'] },
});
