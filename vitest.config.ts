import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Files share a worker's module graph (each still builds its own app and database):
          // loading the server's modules once per worker instead of once per file halves the run.
          // Workers are processes, not threads: PGlite's WebAssembly in two threads of one process
          // raced V8's process-wide JIT-page registry and aborted a CI run (Node 24).
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['apps/server/test/setup.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
