// Prerenders the public pages of src/prerender/pages.ts to dist/prerendered/<file>.html, after
// `vite build` and before precompress.mjs (docs/decisions/0029-prerendered-public-pages.md).
// It builds src/prerender/render.tsx for Node with the web's Vite config, renders each page,
// and writes the built index.html with the page's markup in #root (marked with its path, so
// main.tsx hydrates it), its title, its route's stylesheets and preloaded chunks (from Vite's
// manifest), and a small blocking script that sets the colour scheme before the first paint.
// The server sends these files for exactly those paths (apps/server/src/app.ts); index.html
// stays the client-rendered shell for every other path and for the service worker.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'node_modules', '.prerender');

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
const { render, PRERENDERED_PAGES } = await import(
  pathToFileURL(path.join(ssrOut, 'render.js')).href
);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Replaces `search` in `text` once, failing the build if index.html no longer has it. */
function replaceOnce(text, search, replacement) {
  if (!text.includes(search)) throw new Error(`prerender: index.html has no ${search}`);
  return text.replace(search, () => replacement);
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

// The colour-scheme script, under a content hash (cached for a year like every asset).
const schemeSource = readFileSync(path.join(webRoot, 'scripts', 'color-scheme.js'));
const schemeHash = createHash('sha256').update(schemeSource).digest('hex').slice(0, 8);
const schemeFile = `assets/color-scheme-${schemeHash}.js`;
writeFileSync(path.join(dist, schemeFile), schemeSource);

rmSync(path.join(dist, 'prerendered'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'prerendered'));
for (const page of PRERENDERED_PAGES) {
  const chunks = chunksOf(page.module).filter((chunk) => !entryFiles.has(chunk.file));
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(
    (file) => !entryFiles.has(file),
  );
  const head = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ].join('\n    ');
  const markup = await render(page.path);
  let html = template;
  html = replaceOnce(
    html,
    '<html lang="en">',
    '<html lang="en" data-mantine-color-scheme="light">',
  );
  html = replaceOnce(
    html,
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    <script src="/${schemeFile}"></script>`,
  );
  html = replaceOnce(html, '<title>PetMitra</title>', `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(html, '</head>', `  ${head}\n  </head>`);
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(page.path)}">${markup}</div>`,
  );
  writeFileSync(path.join(dist, 'prerendered', `${page.file}.html`), html);
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PAGES.map((page) => page.path).join(', ')}`);
