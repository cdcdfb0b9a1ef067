import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noImportCycle, restrictedPaths } from './eslint/imports.js';
import { noModuleCycle } from './eslint/no-module-cycle.js';

const WEB = './apps/web/src';
const MODULES = './apps/server/src/modules';

/**
 * The layers, as bulletproof-react draws them: src/app composes features; a feature uses
 * shared code (components, lib, hooks) and never another feature; shared code uses neither.
 */
const webZones = [
  {
    target: `${WEB}/features`,
    from: `${WEB}/features`,
    sameFolderOf: true,
    message:
      'Features do not import each other: compose them in src/app (route files), or move the shared piece to src/components or src/lib.',
  },
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
const serverZones = [
  {
    target: MODULES,
    from: MODULES,
    sameFolderOf: true,
    except: '^apps/server/src/modules/[^/]+/service\\.ts$',
    message:
      "Modules talk through their service: import ../<module>/service, never another module's repository, routes or consumers.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
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
    plugins: {
      petmitra: {
        rules: {
          'no-module-cycle': noModuleCycle,
          'no-import-cycle': noImportCycle,
          'restricted-paths': restrictedPaths,
        },
      },
    },
    rules: {
      'petmitra/no-import-cycle': 'error',
      'petmitra/restricted-paths': [
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
      'no-restricted-syntax': [
        'error',
        {
          // The browser build ships each contract as its method and path only (apps/web/vite.config.ts,
          // contractsWithoutSchemas): its schemas and the rest are undefined there.
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name=/Api$/][property.name=/^(params|query|body|reply|tags|summary|altStatus)$/]",
          message:
            "The browser build has no contract schemas (vite.config.ts, contractsWithoutSchemas): use the operation's method and path, and its types.",
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
