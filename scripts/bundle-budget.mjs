// The first-load size of every public page of the built web app, and the budget it must keep.
// DESIGN section 5 targets landing ≤ 170 KB gzip of JavaScript and every public page ≤ 200 KB;
// the landing page is there, some others are not yet (docs/performance.md says what is left), so
// the budgets below are a ratchet about 1 KB above today's sizes: a change that makes a first load
// grow fails the test, and each saving lowers them. Pages marked `zodFree` also fail when their
// first load bundles zod.
//
//   node scripts/bundle-budget.mjs          prints the table, exits 1 when a budget is passed
//   node scripts/bundle-budget.mjs --json   the same figures as JSON (bench/web-bench.ts)
//
// Sizes come from Vite's manifest (apps/web/dist/.vite/manifest.json): a page's first load is
// the entry chunk, the route's lazy page module(s) and every chunk they import statically, with
// the CSS those chunks carry. Sizes are deterministic, so this is a test; timings are not, and
// live in bench/ only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultDist = path.join(root, 'apps/web/dist');
const KB = 1024;

/** Public routes and the modules their lazy route loads (apps/web/src/app/router.tsx). */
export const PUBLIC_ROUTES = [
  {
    route: '/',
    modules: ['src/features/landing/pages/landing-page.tsx'],
    budgetKb: 170,
    zodFree: true,
  },
  {
    route: '/login',
    modules: ['src/features/auth/pages/login-page.tsx'],
    budgetKb: 175,
    zodFree: true,
  },
  {
    route: '/register',
    modules: ['src/features/auth/pages/register-page.tsx'],
    budgetKb: 179,
    zodFree: true,
  },
  {
    route: '/forgot-password',
    modules: ['src/features/auth/pages/forgot-password-page.tsx'],
    budgetKb: 172,
    zodFree: true,
  },
  {
    route: '/search',
    modules: ['src/features/search/pages/search-page.tsx'],
    budgetKb: 186,
    zodFree: true,
  },
  {
    route: '/provider/:id',
    modules: [
      'src/features/providers/pages/provider-profile-page.tsx',
      'src/features/favorites/components/favorite-button.tsx',
      // Send Message (messaging, composed by the route): it brought zod back unnoticed.
      'src/features/messaging/components/message-button.tsx',
    ],
    budgetKb: 179,
    zodFree: true,
  },

  {
    route: '/accessibility',
    modules: ['src/features/accessibility/pages/accessibility-page.tsx'],
    budgetKb: 159,
    zodFree: true,
  },
  {
    route: '/faq',
    modules: ['src/features/help/pages/faq-page.tsx'],
    budgetKb: 172,
    zodFree: true,
  },
  {
    route: '/about',
    modules: ['src/features/site/pages/about-page.tsx'],
    budgetKb: 163,
    zodFree: true,
  },
];
/** The other public pages: DESIGN's target. */
const DEFAULT_BUDGET_KB = 200;
/**
 * zod in a chunk: the zodJitless plugin (apps/web/vite.config.ts) writes this name into zod's
 * core, so it is in every build that bundles zod. Pages marked `zodFree` must not load zod first
 * (the contracts reach the browser without their schemas, vite.config.ts).
 */
const ZOD_MARKER = '__zod_globalConfig';
export const TARGET_KB = { landing: 170, page: 200 };

function sizes(dist, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return total;
}

/** `skipMissing`: leave out pages a build does not have (an older baseline, bench/web-bench.ts). */
export function measure(dist = defaultDist, { skipMissing = false } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const firstLoad = (keys) => {
    const js = new Set();
    const css = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest (was it renamed?)`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { js: [...js], css: [...css] };
  };
  return PUBLIC_ROUTES.filter(
    ({ modules }) => !skipMissing || modules.every((m) => manifest[m]),
  ).map(({ route, modules, budgetKb = DEFAULT_BUDGET_KB, zodFree = false }) => {
    const { js, css } = firstLoad(['index.html', ...modules]);
    const zod = js.some((file) => readFileSync(path.join(dist, file), 'utf8').includes(ZOD_MARKER));
    return {
      route,
      budgetKb,
      js: sizes(dist, js),
      css: sizes(dist, css),
      jsFiles: js.length,
      zod,
      zodFree,
    };
  });
}

function main() {
  const rows = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows));
    return;
  }
  const kb = (n) => (n / KB).toFixed(1).padStart(7);
  console.log('First load per public page (KB): JS raw / gzip / brotli, CSS raw / gzip / brotli');
  let failed = false;
  for (const row of rows) {
    const over = row.js.gzip > row.budgetKb * KB;
    const zodLoaded = row.zodFree && row.zod;
    failed ||= over || zodLoaded;
    console.log(
      `${row.route.padEnd(16)} JS ${kb(row.js.raw)} ${kb(row.js.gzip)} ${kb(row.js.brotli)}` +
        `   CSS ${kb(row.css.raw)} ${kb(row.css.gzip)} ${kb(row.css.brotli)}` +
        `   budget ${row.budgetKb} KB gzip JS ${over ? 'EXCEEDED' : 'ok'}` +
        `${row.zod ? '   zod' : ''}${zodLoaded ? ' (must not load zod: EXCEEDED)' : ''}`,
    );
  }
  if (failed) {
    console.error(
      'A page went over its first-load JavaScript budget, or loads zod where it must not (docs/performance.md).',
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
