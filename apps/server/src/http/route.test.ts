import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationDef } from '@petmitra/core/api/operation';
import { createTestApp, type TestApp } from '../../test/app';

const coreSrc = fileURLToPath(new URL('../../../../packages/core/src/', import.meta.url));

/** Every `*-api.ts` of packages/core, so a new contract file is checked without a list here. */
async function contractOperations(): Promise<{ name: string; operation: OperationDef }[]> {
  const files = readdirSync(coreSrc, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('-api.ts'),
  );
  const found: { name: string; operation: OperationDef }[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(path.join(coreSrc, file)).href)) as Record<
      string,
      Record<string, OperationDef>
    >;
    for (const [group, operations] of Object.entries(exports)) {
      for (const [name, operation] of Object.entries(operations)) {
        found.push({ name: `${group}.${name}`, operation });
      }
    }
  }
  return found;
}

/** `/api/pets/:id` as OpenAPI writes it: `/api/pets/{id}`. */
const openApiPath = (p: string) => p.replace(/:(\w+)/g, '{$1}');

type Documented = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

let t: TestApp;
let documented: Documented;
let operations: { name: string; operation: OperationDef }[];
beforeAll(async () => {
  t = await createTestApp();
  documented = (await t.client().get('/api/docs/json')).json().paths as Documented;
  operations = await contractOperations();
});
afterAll(async () => {
  await t.close();
});

describe('contracts and routes', () => {
  it('finds the contracts', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map((o) => o.name)).toContain('petsApi.create');
  });

  it('registers every contract operation, with its success status, in the OpenAPI document', () => {
    const missing = operations
      .filter(({ operation }) => {
        const entry = documented[openApiPath(operation.path)]?.[operation.method.toLowerCase()];
        return !entry?.responses?.[String(operation.status ?? 200)];
      })
      .map(({ name, operation }) => `${name}: ${operation.method} ${operation.path}`);
    expect(missing).toEqual([]);
  });

  it('serves no API operation that is not a contract', () => {
    const declared = new Set(
      operations.map(({ operation }) => `${operation.method} ${openApiPath(operation.path)}`),
    );
    const extra = Object.entries(documented).flatMap(([p, methods]) =>
      Object.keys(methods)
        .map((method) => `${method.toUpperCase()} ${p}`)
        .filter((key) => !declared.has(key)),
    );
    expect(extra).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = operations.map(({ operation }) => `${operation.method} ${operation.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
