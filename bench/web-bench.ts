/**
 * The web app as a phone sees it, this checkout against a baseline checkout, side by side in one
 * run (docs/performance.md):
 *
 * 1. first-load JavaScript and CSS per public page (raw, gzip, brotli), from each build's
 *    manifest (scripts/bundle-budget.mjs; build the baseline with `vite build --manifest`);
 * 2. bytes on the wire for the landing page's shell, script and stylesheet, and a 20-result
 *    search reply, as a browser asks for them (accept-encoding: br, gzip);
 * 3. Lighthouse (mobile, its default simulated throttling; BENCH_FORM_FACTOR=desktop or both for
 *    its desktop profile too) on /, /search, /search/grooming, /provider/:id, /login, /faq,
 *    /about and a signed-in page, BENCH_RUNS runs each (default 3), baseline and current
 *    alternating, medians of performance, accessibility, best practices, SEO, FCP, LCP, TBT,
 *    CLS and weight, and every audit that kept a category below 100;
 * 4. search latency under load (autocannon, BENCH_CONNECTIONS connections): both servers in
 *    alternating slices, so load from elsewhere on the machine falls on both sides alike.
 *
 *   BENCH_BASELINE=/path/to/other/checkout LIGHTHOUSE_DIR=/path/with/node_modules/lighthouse \
 *     npm run bench:web
 *
 * 5. the main thread's work to render a search's 20 result cards (search-render.ts).
 *
 * BENCH_ONLY=lighthouse runs steps 1–3; BENCH_ONLY=render runs step 5 alone. BENCH_LH_REPORTS=<dir>
 * keeps every Lighthouse report (JSON) there.
 *
 * Both checkouts must be built (`npm run build`). Lighthouse is not a project dependency (it is
 * large and only this script needs it): install it anywhere with `npm install lighthouse
 * chrome-launcher` and point LIGHTHOUSE_DIR at that folder; without it step 3 is skipped.
 * Chromium: CHROME_PATH, else /usr/bin/chromium. Each server runs on a fresh embedded database
 * with the demo data.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@petmitra/core/api/http';
import { authApi } from '@petmitra/core/auth/auth-api';
import { searchApi } from '@petmitra/core/discovery/search-api';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo-accounts';
import { searchRenderTime } from './search-render';
import { quantile, root, startServer, type RunningServer } from './server';

const BASELINE = process.env.BENCH_BASELINE;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_LH_REPORTS=<dir>: every Lighthouse run's full report (JSON) is written there. */
const REPORTS = process.env.BENCH_LH_REPORTS;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SLICE_S = Number(process.env.BENCH_SLICE ?? 5);
const SLICES = Number(process.env.BENCH_SLICES ?? 4);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR;
/** Comma-separated page labels to run Lighthouse on (default: all of routesFor). */
const PAGES = process.env.BENCH_PAGES?.split(',').map((label) => label.trim());
/** Lighthouse's profiles to run: mobile (default), desktop or both. */
const FORM_FACTORS = (
  process.env.BENCH_FORM_FACTOR === 'both'
    ? ['mobile', 'desktop']
    : [process.env.BENCH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile']
) as ('mobile' | 'desktop')[];
const ONLY_LIGHTHOUSE = process.env.BENCH_ONLY === 'lighthouse';
const ONLY_RENDER = process.env.BENCH_ONLY === 'render';

interface Side {
  name: 'baseline' | 'current';
  checkout: string;
  server: RunningServer;
  dataDir: string;
  providerId: string;
  cookie: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The median of the values that are numbers (a run Lighthouse could not score is NaN). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const ratio = (current: number, baseline: number) =>
  baseline > 0 ? `${(current / baseline).toFixed(2)}×` : '—';

function cookieValue(setCookies: string[], name: string): string | null {
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key?.trim() === name) return value.join('=');
  }
  return null;
}

/** Signs the demo pet parent in through the API, as the SPA does; returns the Cookie header. */
async function signIn(url: string): Promise<string> {
  const probe = await fetch(`${url}${authApi.session.path}`);
  const csrf = cookieValue(probe.headers.getSetCookie(), CSRF_COOKIE);
  if (!csrf) throw new Error('no CSRF cookie');
  const { email, password } = DEMO_ACCOUNTS.petParent;
  const reply = await fetch(`${url}${authApi.login.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: csrf,
      cookie: `${CSRF_COOKIE}=${csrf}`,
      origin: url,
    },
    body: JSON.stringify({ email, password }),
  });
  const session = cookieValue(reply.headers.getSetCookie(), SESSION_COOKIE);
  if (!reply.ok || !session) throw new Error(`sign-in failed: ${reply.status}`);
  return `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${csrf}`;
}

async function startSide(name: Side['name'], checkout: string): Promise<Side> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `petmitra-web-bench-${name}-`));
  const server = await startServer(
    { NODE_ENV: 'development', NO_SEED: 'false', DATA_DIR: dataDir },
    { checkout },
  );
  const search = await fetch(`${server.url}${searchApi.services.path}?category=grooming`);
  const body = (await search.json()) as { services: { provider: { id: string } }[] };
  const providerId = body.services[0]?.provider.id;
  if (!providerId) throw new Error(`${name}: the demo data has no grooming provider`);
  return { name, checkout, server, dataDir, providerId, cookie: await signIn(server.url) };
}

// ---------------------------------------------------------------------------------------------
// 1. First-load sizes

interface SizeRow {
  route: string;
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
}

async function firstLoadSizes(checkout: string): Promise<SizeRow[] | null> {
  const dist = path.join(checkout, 'apps/web/dist');
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) return null;
  const budget = (await import(
    pathToFileURL(path.join(root, 'scripts/bundle-budget.mjs')).href
  )) as {
    measure(dist: string, options: { skipMissing: boolean }): SizeRow[];
  };
  return budget.measure(dist, { skipMissing: true });
}

// ---------------------------------------------------------------------------------------------
// 2. Bytes on the wire

async function wireBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  // fetch decodes the body; the compressed size is what content-length (or the stream) says.
  const raw = Buffer.from(await response.arrayBuffer()).length;
  const sent = Number(response.headers.get('content-length') ?? Number.NaN);
  return {
    encoding: response.headers.get('content-encoding') ?? 'identity',
    raw,
    sent: Number.isNaN(sent) ? raw : sent,
    cacheControl: response.headers.get('cache-control') ?? '',
  };
}

async function wireReport(side: Side) {
  const base = side.server.url;
  const shell = await fetch(`${base}/`).then((r) => r.text());
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(shell)?.[1];
  const styles = [...shell.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const rows: [string, Awaited<ReturnType<typeof wireBytes>>][] = [
    ['index.html', await wireBytes(`${base}/`)],
  ];
  if (script) rows.push([`entry script`, await wireBytes(`${base}${script}`)]);
  for (const [i, href] of styles.entries()) {
    rows.push([`stylesheet ${i + 1}`, await wireBytes(`${base}${href}`)]);
  }
  rows.push([
    'search reply (20)',
    await wireBytes(`${base}${searchApi.services.path}?category=all`),
  ]);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  weight: number;
}

type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<{ lhr: LighthouseResult } | undefined>;
interface LighthouseResult {
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; scoreDisplayMode: string; title: string }
  >;
  /** Set when Lighthouse could not measure the page (its scores are then null). */
  runtimeError?: { code: string; message: string };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The audits that cost a category points (weighted, failed), as 'category: audit title'. */
function failedAudits(lhr: LighthouseResult): string[] {
  const failed: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.scoreDisplayMode === 'informative') continue;
      if (audit.score !== null && audit.score < (category === 'performance' ? 0.9 : 1)) {
        failed.push(`${category}: ${ref.id} (${audit.title}, score ${audit.score})`);
      }
    }
  }
  return failed;
}

async function loadLighthouse(): Promise<{
  lighthouse: LighthouseFn;
  desktopConfig: unknown;
  launch: (options: Record<string, unknown>) => Promise<{ port: number; kill(): void }>;
} | null> {
  if (!LIGHTHOUSE_DIR) return null;
  const require = createRequire(path.join(path.resolve(LIGHTHOUSE_DIR), 'package.json'));
  const lighthouseModule = (await import(pathToFileURL(require.resolve('lighthouse')).href)) as {
    default: LighthouseFn;
  };
  const launcherModule = (await import(pathToFileURL(require.resolve('chrome-launcher')).href)) as {
    launch: (options: Record<string, unknown>) => Promise<{ port: number; kill(): void }>;
  };
  const desktopModule = (await import(
    pathToFileURL(require.resolve('lighthouse/core/config/desktop-config.js')).href
  )) as { default: unknown };
  return {
    lighthouse: lighthouseModule.default,
    desktopConfig: desktopModule.default,
    launch: launcherModule.launch,
  };
}

function routesFor(side: Side): { label: string; path: string; signedIn?: boolean }[] {
  const all = [
    { label: '/', path: '/' },
    { label: '/search', path: '/search' },
    { label: '/search/grooming', path: '/search/grooming' },
    { label: '/provider/:id', path: `/provider/${side.providerId}` },
    { label: '/login', path: '/login' },
    { label: '/faq', path: '/faq' },
    { label: '/about', path: '/about' },
    { label: '/owner-home (signed in)', path: '/owner-home', signedIn: true },
  ];
  return PAGES ? all.filter((route) => PAGES.includes(route.label)) : all;
}

async function runLighthouse(sides: Side[]) {
  const loaded = await loadLighthouse();
  if (!loaded) {
    console.log('\nLighthouse: skipped (set LIGHTHOUSE_DIR to a folder where it is installed)');
    return;
  }
  const chrome = await loaded.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const figures = new Map<string, LighthouseFigures[]>();
  const failures = new Map<string, Set<string>>();
  const labels = routesFor(sides[0]!).map((route) => route.label);
  try {
    for (const formFactor of FORM_FACTORS) {
      for (const [index, label] of labels.entries()) {
        for (let run = 0; run < RUNS; run += 1) {
          // Alternate which side goes first, so neither always meets a colder or busier machine.
          const order = (run + index) % 2 === 0 ? sides : [...sides].reverse();
          for (const side of order) {
            const route = routesFor(side)[index]!;
            const result = await loaded.lighthouse(
              `${side.server.url}${route.path}`,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: [...CATEGORIES],
                ...(route.signedIn ? { extraHeaders: { Cookie: side.cookie } } : {}),
              },
              formFactor === 'desktop' ? loaded.desktopConfig : undefined,
            );
            if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
            const { categories, audits } = result.lhr;
            const key = `${formFactor} ${side.name} ${label}`;
            if (REPORTS) {
              const file = `${formFactor}-${side.name}-${label.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`;
              await writeFile(path.join(REPORTS, file), JSON.stringify(result.lhr));
            }
            if (result.lhr.runtimeError) {
              console.log(
                `\n${key}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
              );
            }
            // null: Lighthouse could not score the run (a timeout on a busy machine), not 0.
            const score = (id: (typeof CATEGORIES)[number]) => {
              const value = categories[id]?.score;
              return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
            };
            const list = figures.get(key) ?? [];
            list.push({
              performance: score('performance'),
              accessibility: score('accessibility'),
              bestPractices: score('best-practices'),
              seo: score('seo'),
              lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
              tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
              cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
              fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
              weight: audits['total-byte-weight']?.numericValue ?? Number.NaN,
            });
            figures.set(key, list);
            const failed = failures.get(key) ?? new Set<string>();
            for (const audit of failedAudits(result.lhr)) failed.add(audit);
            failures.set(key, failed);
            process.stdout.write('.');
          }
        }
      }
    }
    for (const formFactor of FORM_FACTORS) {
      console.log(
        `\n\nLighthouse ${RUNS} runs per page and side (${formFactor}, simulated throttling), medians:`,
      );
      console.log(
        'page                     side      perf  a11y    bp   seo   FCP s   LCP s   TBT ms    CLS    weight',
      );
      for (const label of labels) {
        for (const side of sides) {
          const list = figures.get(`${formFactor} ${side.name} ${label}`) ?? [];
          const m = (pick: (f: LighthouseFigures) => number) => median(list.map(pick));
          console.log(
            `${label.padEnd(24)} ${side.name.padEnd(9)} ${String(m((f) => f.performance)).padStart(4)}` +
              `  ${String(m((f) => f.accessibility)).padStart(4)}` +
              `  ${String(m((f) => f.bestPractices)).padStart(4)}` +
              `  ${String(m((f) => f.seo)).padStart(4)}` +
              `  ${(m((f) => f.fcp) / 1000).toFixed(2).padStart(6)}` +
              `  ${(m((f) => f.lcp) / 1000).toFixed(2).padStart(6)}` +
              `  ${m((f) => f.tbt)
                .toFixed(0)
                .padStart(7)}` +
              `  ${m((f) => f.cls)
                .toFixed(3)
                .padStart(6)}` +
              `  ${kb(m((f) => f.weight)).padStart(9)}` +
              `   (perf runs: ${list.map((f) => (Number.isNaN(f.performance) ? 'err' : f.performance)).join('/')})`,
          );
        }
      }
      console.log(`\nAudits that cost points (${formFactor}; performance: audits under 0.9):`);
      for (const label of labels) {
        for (const side of sides) {
          const failed = [...(failures.get(`${formFactor} ${side.name} ${label}`) ?? [])];
          if (failed.length === 0) continue;
          console.log(`${label} (${side.name}):`);
          for (const audit of failed) console.log(`  ${audit}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Search under load

async function slice(url: string) {
  const latencies: number[] = [];
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SLICE_S,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  return latencies;
}

async function searchUnderLoad(sides: Side[]) {
  const searches = [
    ['text + category', '?q=grooming&category=grooming'],
    ['all, page 1', '?category=all'],
  ] as const;
  console.log(
    `\nSearch under load: ${CONNECTIONS} connections, ${SLICES} alternating slices of ${SLICE_S} s per side (br/gzip accepted)`,
  );
  console.log('search            side       requests     p50 ms   p95 ms   p99 ms');
  for (const [label, query] of searches) {
    const latencies = new Map<string, number[]>(sides.map((side) => [side.name, []]));
    for (let i = 0; i < SLICES; i += 1) {
      const order = i % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        latencies
          .get(side.name)!
          .push(...(await slice(`${side.server.url}${searchApi.services.path}${query}`)));
      }
    }
    const p95s: number[] = [];
    for (const side of sides) {
      const sorted = Float64Array.from(latencies.get(side.name)!).sort();
      p95s.push(quantile(sorted, 0.95));
      console.log(
        `${label.padEnd(17)} ${side.name.padEnd(9)} ${String(sorted.length).padStart(9)}` +
          `  ${quantile(sorted, 0.5).toFixed(1).padStart(8)}  ${quantile(sorted, 0.95).toFixed(1).padStart(7)}` +
          `  ${quantile(sorted, 0.99).toFixed(1).padStart(7)}`,
      );
    }
    if (p95s.length === 2)
      console.log(`${''.padEnd(17)} p95 current ÷ baseline ${ratio(p95s[1]!, p95s[0]!)}`);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const checkouts: [Side['name'], string][] = [
    ...(BASELINE ? [['baseline', path.resolve(BASELINE)] as [Side['name'], string]] : []),
    ['current', root],
  ];
  for (const [, checkout] of checkouts) {
    for (const file of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
      if (!existsSync(path.join(checkout, file))) {
        throw new Error(`${path.join(checkout, file)} is missing: run npm run build there`);
      }
    }
  }

  console.log('First load per public page: JS and CSS, raw / gzip / brotli');
  const sizes = new Map<string, SizeRow[] | null>();
  for (const [name, checkout] of checkouts) sizes.set(name, await firstLoadSizes(checkout));
  for (const row of sizes.get('current') ?? []) {
    for (const [name] of checkouts) {
      const match = sizes.get(name)?.find((r) => r.route === row.route);
      if (!match) {
        console.log(`${row.route.padEnd(16)} ${name.padEnd(9)} (no manifest or no such page)`);
        continue;
      }
      console.log(
        `${row.route.padEnd(16)} ${name.padEnd(9)} JS ${kb(match.js.raw).padStart(9)} ${kb(match.js.gzip).padStart(9)} ${kb(match.js.brotli).padStart(9)}` +
          `   CSS ${kb(match.css.raw).padStart(9)} ${kb(match.css.gzip).padStart(9)} ${kb(match.css.brotli).padStart(9)}`,
      );
    }
  }

  const sides: Side[] = [];
  try {
    for (const [name, checkout] of checkouts) {
      console.log(`\nstarting ${name} (${checkout})`);
      sides.push(await startSide(name, checkout));
    }

    console.log('\nOn the wire (accept-encoding: br, gzip): encoding, decoded size -> sent');
    for (const side of sides) {
      for (const [label, row] of await wireReport(side)) {
        console.log(
          `${side.name.padEnd(9)} ${label.padEnd(18)} ${row.encoding.padEnd(8)} ${kb(row.raw).padStart(9)} -> ${kb(row.sent).padStart(9)}   ${row.cacheControl}`,
        );
      }
    }

    if (!ONLY_RENDER) await runLighthouse(sides);
    if (!ONLY_LIGHTHOUSE && !ONLY_RENDER) await searchUnderLoad(sides);
    if (!ONLY_LIGHTHOUSE) {
      const urls = sides.map((side) => ({ name: side.name, url: side.server.url }));
      await searchRenderTime(urls, Math.max(RUNS, 5), CHROME_PATH);
    }
  } finally {
    for (const side of sides) {
      await side.server.stop();
      await rm(side.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
