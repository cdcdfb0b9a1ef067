import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server runs from source (tsx, vitest) and from a bundle in dist/, so files that ship
 * beside the code (migrations, the built web app) are found from the package root.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"@petmitra/server"')) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @petmitra/server package root');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'migrations');
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');
