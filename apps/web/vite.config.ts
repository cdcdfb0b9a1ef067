import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server (apps/server) serves /api, /uploads and, in production, this build from dist/.
const apiTarget = 'http://localhost:3000';

const require = createRequire(import.meta.url);
// The package exports only its entry points: find styles/ beside the resolved CSS bundle.
const mantineCoreStyles = path.dirname(require.resolve('@mantine/core/styles/Button.layer.css'));

/**
 * Mantine's CSS per component, in the chunk that uses the component (docs/performance.md).
 * Every Mantine component reads its class names from a `<Name>.module.mjs` file; this plugin
 * makes that file import `@mantine/core/styles/<Name>.layer.css` (dates and notifications ship
 * one stylesheet each), so a page loads the styles of the components it renders and no more.
 * The `.layer.css` files put Mantine in `@layer mantine`, so the app's own CSS wins whatever
 * order lazy chunks load their styles in.
 */
function mantineStylesPerComponent(): Plugin {
  const moduleFile =
    /[\\/]@mantine[\\/](core|dates|notifications)[\\/]esm[\\/].*?([\w-]+)\.module\.mjs$/;
  return {
    name: 'petmitra:mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      const match = moduleFile.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const [, pkg, name] = match;
      let css: string;
      if (pkg === 'core') {
        if (!existsSync(path.join(mantineCoreStyles, `${name}.layer.css`))) return null;
        css = `@mantine/core/styles/${name}.layer.css`;
      } else {
        css = `@mantine/${pkg}/styles.layer.css`;
      }
      return { code: `import '${css}';\n${code}`, map: null };
    },
  };
}

/**
 * Mantine's `useId` replaced by src/lib/mantine-use-id.ts (React's id, kept; decision 0030):
 * Mantine's swaps React's id for a random one in a layout effect, which renders every component
 * with an id a second time, synchronously, as it mounts. `@mantine/hooks` exports it from one
 * file, which every Mantine package reaches through the hooks package's entry.
 */
function mantineStableIds(): Plugin {
  const hooksEntry = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
  const replacement = path.resolve(import.meta.dirname, 'src/lib/mantine-use-id.ts');
  return {
    name: 'petmitra:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './use-id/use-id.mjs' || !importer) return null;
      return hooksEntry.test(importer.split('?')[0] ?? '') ? replacement : null;
    },
  };
}

/**
 * zod in the browser without its `new Function` probe: zod builds faster object parsers with
 * `new Function` when it may, and probes that once when each object schema is built. Our CSP
 * has no 'unsafe-eval', so the probe is refused and reported as a CSP violation on every page
 * (Lighthouse best practices, the browser's Issues panel). zod's `jitless` setting skips the
 * probe, but it must be set before the first schema is built, and schemas are built while the
 * shared chunks load, before any of our code runs; so the build starts zod's global settings
 * with `jitless: true`. The server keeps the faster parsers.
 */
function zodJitless(): Plugin {
  const coreFile = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
  const init = '(_a.__zod_globalConfig = {})';
  return {
    name: 'petmitra:zod-jitless',
    enforce: 'pre',
    transform(code, id) {
      if (!coreFile.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(init)) {
        this.error(`zod's core.js no longer starts its settings with ${init}: update zodJitless`);
      }
      return { code: code.replace(init, '(_a.__zod_globalConfig = { jitless: true })'), map: null };
    },
  };
}

/**
 * The API contracts without their zod schemas, in the browser build (docs/performance.md).
 * `@petmitra/core`'s `*-api.ts` files declare each operation once: method, path and the zod
 * schemas of its params, query, body and reply. The server validates and serialises with the
 * schemas; the web client's `call()` needs only the method and the path (its types come from the
 * same files at typecheck time, and it does not re-parse replies). Bundled as they are, the
 * contracts would put zod and every schema module on every page's first load. So the build
 * evaluates each contract file in Node and ships a module with the same exports, each operation
 * reduced to the fields the client reads at run time (CLIENT_FIELDS). A contract file that
 * exports anything but operations fails the build rather than losing it. `vite dev` serves the
 * files as they are.
 */
const CLIENT_FIELDS = ['method', 'path', 'multipart', 'status'] as const;

function contractsWithoutSchemas(): Plugin {
  const contractFile = /[\\/]packages[\\/]core[\\/]src[\\/].+-api\.ts$/;
  const isOperation = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { method?: unknown }).method === 'string' &&
    typeof (value as { path?: unknown }).path === 'string';
  return {
    name: 'petmitra:contracts-without-schemas',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? '';
      if (!contractFile.test(file)) return null;
      const { tsImport } = await import('tsx/esm/api');
      const contracts = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<
        string,
        unknown
      >;
      const lines: string[] = [];
      for (const [name, group] of Object.entries(contracts)) {
        const operations = typeof group === 'object' && group !== null ? Object.entries(group) : [];
        if (operations.length === 0 || !operations.every(([, op]) => isOperation(op))) {
          this.error(`${file}: export '${name}' is not a group of operations (defineOperation)`);
        }
        const slim = Object.fromEntries(
          operations.map(([key, op]) => [
            key,
            Object.fromEntries(
              CLIENT_FIELDS.filter((field) => op[field] !== undefined).map((f) => [f, op[f]]),
            ),
          ]),
        );
        lines.push(`export const ${name} = ${JSON.stringify(slim)};`);
      }
      return { code: lines.join('\n'), map: null };
    },
  };
}

// The build's year: the footer of a prerendered page shows it until hydrated (footer.tsx).
const BUILD_YEAR = String(new Date().getFullYear());

// `isSsrBuild`: scripts/prerender.mjs builds src/prerender/render.tsx for Node with this config
// (the same plugins, so the markup is the browser's), without the service worker.
export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    mantineStylesPerComponent(),
    mantineStableIds(),
    contractsWithoutSchemas(),
    zodJitless(),
    react(),
    // The service worker (src/sw/sw.ts, served at /sw.js): precache of the shell; features add
    // their handlers there. Registered by src/lib/service-worker.ts in production builds.
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/sw',
          filename: 'sw.ts',
          injectRegister: false,
          manifest: false,
          injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'] },
        }),
  ],
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(BUILD_YEAR) },
  // The server build (dist-server/render.js) carries its dependencies: the API server loads it
  // from wherever the web build was put (WEB_DIST), with no node_modules beside it, and the
  // plugins above apply to Mantine there as in the browser.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in what is published: the original sources stay private (issue 8).
    sourcemap: false,
    // No hand-made vendor groups: the bundler splits by route, so a page's first load carries
    // only the modules it uses (a shared 'mantine' group put every page's components on /).
    manifest: !isSsrBuild,
  },
}));
