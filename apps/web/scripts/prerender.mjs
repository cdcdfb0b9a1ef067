// Prerenders the public pages of src/prerender/pages.ts to dist/prerendered/<file>.html, after
// `vite build` and before precompress.mjs (docs/decisions/0029-prerendered-public-pages.md).
// It builds src/prerender/render.tsx for Node with the web's Vite config, renders each page,
// and writes the built index.html with the page's markup in #root (marked with its path, so
// main.tsx hydrates it), its title and its route's stylesheets. The app's scripts (Vite's entry
// and preloads, and the page's chunks from Vite's manifest) are not in the head: they are listed
// in #app-scripts, and prerender-boot.js, the one blocking script, starts them once the page
// has painted (and sets the colour scheme before it does).
// The server sends these files for exactly those paths (apps/server/src/app.ts); index.html
// stays the client-rendered shell for every other path and for the service worker.
// It also writes, beside the server build it keeps in dist-server/, the templates of the pages
// the server renders on each request with their data (src/prerender/server-pages.ts,
// docs/decisions/0032-server-rendered-search-and-profiles.md).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
// The server build: used here to prerender, and kept for the pages the server renders on each
// request (apps/server/src/web/server-rendering.ts). Outside dist, which is served as files.
const ssrOut = path.join(webRoot, 'dist-server');

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const { render, escapeHtml, jsonInHtml, PRERENDERED_PAGES, SERVER_RENDERED_PAGES, TEMPLATE_SLOTS } =
  await import(pathToFileURL(path.join(ssrOut, 'render.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Replaces `search` in `text` once, failing the build if index.html no longer has it. */
function replaceOnce(text, search, replacement) {
  if (!text.includes(search)) throw new Error(`prerender: index.html has no ${search}`);
  return text.replace(search, () => replacement);
}

/** A chunk and the chunks it imports statically, depth first (Vite's manifest). */
function chunksOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in Vite's manifest`);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(imported, seen))];
}

const entry = chunksOf('index.html');
const entryFiles = new Set(entry.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));

// The boot script, under a content hash (cached for a year like every asset).
const bootSource = readFileSync(path.join(webRoot, 'scripts', 'prerender-boot.js'));
const bootHash = createHash('sha256').update(bootSource).digest('hex').slice(0, 8);
const bootFile = `assets/prerender-boot-${bootHash}.js`;
writeFileSync(path.join(dist, bootFile), bootSource);

// Vite's entry script and module preloads, taken out of the head (the boot script adds them).
const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entrySources = [...template.matchAll(entryScript)].map((match) => match[1]);
if (entrySources.length !== 1) throw new Error('prerender: index.html has no single entry script');
const entryPreloads = [...template.matchAll(modulePreload)].map((match) => match[1]);
const shell = template.replace(entryScript, '').replace(modulePreload, '');

/**
 * A page's HTML: the shell with `markup` in #root (marked with `mark`, the path main.tsx hydrates
 * on), its title, the stylesheets of `modules` in the head, and the scripts listed for the boot
 * script (`data`: the queries a server-rendered page was rendered with).
 */
function pageHtml({ markup, mark, title, modules, data }) {
  const chunks = modules
    .flatMap((module) => chunksOf(module))
    .filter((chunk, index, all) => !entryFiles.has(chunk.file) && all.indexOf(chunk) === index);
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(
    (file) => !entryFiles.has(file),
  );
  const head = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const scripts = {
    entry: entrySources[0],
    preload: [...entryPreloads, ...chunks.map((chunk) => `/${chunk.file}`)],
  };
  const blocks = [
    `<script type="application/json" id="app-scripts">${jsonInHtml(scripts)}</script>`,
    ...(data === undefined
      ? []
      : [`<script type="application/json" id="app-data">${data}</script>`]),
  ];
  let html = shell;
  html = replaceOnce(
    html,
    '<html lang="en">',
    '<html lang="en" data-mantine-color-scheme="light">',
  );
  html = replaceOnce(
    html,
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    <script src="/${bootFile}"></script>`,
  );
  html = replaceOnce(html, '<title>PetMitra</title>', `<title>${title}</title>`);
  html = replaceOnce(html, '</head>', `  ${head.join('\n    ')}\n  </head>`);
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${mark}">${markup}</div>`,
  );
  html = replaceOnce(html, '</body>', `  ${blocks.join('\n    ')}\n  </body>`);
  return html;
}

rmSync(path.join(dist, 'prerendered'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'prerendered'));
for (const page of PRERENDERED_PAGES) {
  const html = pageHtml({
    markup: await render(page.path),
    mark: escapeHtml(page.path),
    title: escapeHtml(page.title),
    modules: [page.module],
  });
  writeFileSync(path.join(dist, 'prerendered', `${page.file}.html`), html);
}
console.log(`prerendered ${PRERENDERED_PAGES.map((page) => page.path).join(', ')}`);

// The templates of the pages the server renders on each request (render.js, renderRequest,
// fills the slots), beside the server build: nothing in dist-server is served as a file.
mkdirSync(path.join(ssrOut, 'pages'), { recursive: true });
for (const page of SERVER_RENDERED_PAGES) {
  const html = pageHtml({
    markup: TEMPLATE_SLOTS.markup,
    mark: TEMPLATE_SLOTS.url,
    title: TEMPLATE_SLOTS.title,
    modules: page.modules,
    data: TEMPLATE_SLOTS.data,
  });
  writeFileSync(path.join(ssrOut, 'pages', `${page.file}.html`), html);
}
console.log(
  `server-rendered templates for ${SERVER_RENDERED_PAGES.map((page) => page.route).join(', ')}`,
);
