import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noModuleCycle } from './eslint/no-module-cycle.js';

/** The folders directly under `dir` (web features, server modules). */
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = './apps/web/src';
const MODULES = './apps/server/src/modules';

/**
 * The layers, as bulletproof-react draws them: src/app composes features; a feature uses
 * shared code (components, lib, hooks) and never another feature; shared code uses neither.
 */
const webZones = [
  ...foldersIn(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features/!(${feature})/**`,
    message:
      'Features do not import each other: compose them in src/app (route files), or move the shared piece to src/components or src/lib.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'src/app composes the features; a feature never imports it.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/hooks`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code (components, lib, hooks) imports no feature and no app code.',
  },
];

/** A server module reaches another only through its service.ts. */
const serverZones = foldersIn(MODULES).map((module) => ({
  target: `${MODULES}/${module}`,
  from: `${MODULES}/!(${module})/**`,
  except: ['**/apps/server/src/modules/*/service.ts'],
  message:
    "Modules talk through their service: import ../<module>/service, never another module's repository, routes or consumers.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tsbuild/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, petmitra: { rules: { 'no-module-cycle': noModuleCycle } } },
    settings: {
      // import-x reads the imported files too (no-cycle follows them): TypeScript, parsed as such.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/core/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            ...serverZones,
            {
              target: './packages/core',
              from: ['./apps', './e2e', './bench'],
              message: 'core is pure TypeScript with no I/O and no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'petmitra/no-module-cycle': ['error', { modulesDir: MODULES }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@petmitra/server*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                '@petmitra/server*',
                '@petmitra/web*',
                'fastify*',
                'drizzle-orm*',
                'react*',
              ],
              message: 'core is pure TypeScript with no I/O and no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/env.ts.' },
      ],
    },
  },
);
