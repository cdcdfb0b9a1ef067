import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * File-level import rules, read from the files themselves (relative imports only; packages
 * are never followed): no circle of files, and layers that may not reach each other.
 *
 * They replace eslint-plugin-import-x, whose resolver ships platform binaries the project's
 * registry does not carry for every platform (a lockfile npm ci could not install from).
 */

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm;
const EXTENSIONS = ['.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a relative specifier names (TypeScript's resolution for our layouts), or null. */
export function resolveImport(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  if (/\.(ts|tsx)$/.test(base) && isFile(base)) return base;
  const bare = base.replace(/\.js$/, '');
  for (const extension of EXTENSIONS) if (isFile(bare + extension)) return bare + extension;
  return null;
}

const cache = new Map();

/** The relative imports of a file, resolved (cached for a few seconds per lint run). */
function importsOf(file) {
  const hit = cache.get(file);
  if (hit && Date.now() - hit.at < 5000) return hit.deps;
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // a file that vanished has no imports
  }
  // `import type` never runs, so it cannot make a circle at runtime.
  const runtime = text.replace(/^\s*(import|export)\s+type\s[^;]*;/gm, '');
  const deps = [];
  for (const [, spec] of runtime.matchAll(IMPORT)) {
    const target = resolveImport(file, spec);
    if (target) deps.push(target);
  }
  cache.set(file, { deps, at: Date.now() });
  return deps;
}

/** A chain of imports from `from` back to `to`, or null. */
function chainBetween(from, to, limit = 4000) {
  const queue = [[from]];
  const seen = new Set([from]);
  while (queue.length && seen.size < limit) {
    const chain = queue.shift();
    for (const next of importsOf(chain.at(-1))) {
      if (next === to) return [...chain, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...chain, next]);
      }
    }
  }
  return null;
}

const visitors = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

const relativeSource = (node) => {
  if (node.importKind === 'type' || node.exportKind === 'type') return null;
  const spec = node.source?.value;
  return typeof spec === 'string' && spec.startsWith('.') ? spec : null;
};

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file reaches itself back through its imports.' },
    schema: [],
    messages: { cycle: 'Import circle: {{chain}}. Move the shared piece to a file both can use.' },
  },
  create(context) {
    const filename = context.filename;
    if (/\.test\.tsx?$/.test(filename)) return {};
    const root = context.cwd ?? process.cwd();
    return visitors((node) => {
      const spec = relativeSource(node);
      if (!spec) return;
      const target = resolveImport(filename, spec);
      if (!target) return;
      const back = chainBetween(target, filename);
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: {
            chain: [filename, ...back].map((file) => path.relative(root, file)).join(' -> '),
          },
        });
    });
  },
};

const inside = (dir, file) => {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Zones: a file inside `target` may not import a file inside `from`, unless that file is
 * inside the importer's own `sameFolderOf` folder (one feature importing itself) or matches
 * `except` (a regular expression on the path relative to the project).
 */
export const restrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers and features reach each other only where allowed.' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } } }],
    messages: { restricted: '{{message}}' },
  },
  create(context) {
    const root = context.cwd ?? process.cwd();
    const filename = context.filename;
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      ...zone,
      target: [zone.target].flat().map((dir) => path.resolve(root, dir)),
      from: [zone.from].flat().map((dir) => path.resolve(root, dir)),
      except: zone.except ? new RegExp(zone.except) : null,
    }));
    const mine = zones.filter((zone) => zone.target.some((dir) => inside(dir, filename)));
    if (mine.length === 0) return {};
    return visitors((node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolveImport(filename, spec) ?? path.resolve(path.dirname(filename), spec);
      for (const zone of mine) {
        const fromDir = zone.from.find((dir) => inside(dir, target));
        if (!fromDir) continue;
        if (zone.except?.test(path.relative(root, target).split(path.sep).join('/'))) continue;
        if (zone.sameFolderOf) {
          const own = (file) => path.relative(fromDir, file).split(path.sep)[0];
          if (inside(fromDir, filename) && own(filename) === own(target)) continue;
        }
        context.report({ node, messageId: 'restricted', data: { message: zone.message } });
        return;
      }
    });
  },
};
