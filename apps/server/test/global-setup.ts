import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates } from './helpers/database-templates';

/** Migrates and seeds each database kind once for the whole run (helpers/database-templates.ts). */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
