import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates } from './helpers/database-templates';

/*
 * Migrates and seeds each database kind once for the whole run (helpers/database-templates.ts).
 * The server's two projects (shared modules, and isolated) both name this file, and vitest
 * loads it once for each, in one process: the templates are kept on globalThis so the first
 * builds them, both are given them, and the last to finish removes them.
 */
interface SharedTemplates {
  built: ReturnType<typeof buildDatabaseTemplates>;
  projects: number;
}
const key = Symbol.for('shop.test.databaseTemplates');
const scope = globalThis as { [key]?: SharedTemplates };

export default async function setup(project: TestProject) {
  scope[key] ??= { built: buildDatabaseTemplates(), projects: 0 };
  const shared = scope[key];
  shared.projects += 1;
  const { templates, remove } = await shared.built;
  project.provide('databaseTemplates', templates);
  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    delete scope[key];
    await remove();
  };
}
