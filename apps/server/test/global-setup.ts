import type { TestProject } from 'vitest/node';
import { buildTemplate, removeTemplate } from './template';

/** Migrates one template database for the whole API suite (test/template.ts). */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const template = await buildTemplate(url);
  project.provide('testTemplate', template);
  return async () => {
    await removeTemplate(template, url);
  };
}
