/** Before the API's test files: the migrated database they all copy (`migrateTemplate`). */
import type { TestProject } from 'vitest/node';
import { migrateTemplate } from './test-database.ts';

export default async function setup(project: TestProject) {
  const { template, remove } = await migrateTemplate();
  project.provide('migratedTemplate', template);
  return remove;
}
