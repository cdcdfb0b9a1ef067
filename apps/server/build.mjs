// Bundles the server (and @petmitra/core) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@petmitra/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    cli: 'src/cli.ts',
    // The image search detector's thread (modules/image-search/detector.ts starts it).
    'image-search-worker': 'src/modules/image-search/detector-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
