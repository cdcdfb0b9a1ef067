import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Server modules (apps/server/src/modules/<name>/) must not depend on each other in a circle,
 * even when no single file imports itself back (providers/routes -> favorites/service ->
 * providers/service is a circle of modules: neither can be understood or changed alone).
 * import-x/no-cycle sees files; this rule sees modules. The graph is read once per lint run
 * from the modules' relative imports (tests excluded).
 */

const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;

let cached = null;

function moduleGraph(modulesDir) {
  // Read once per lint run (a long-lived editor process re-reads it after a few seconds).
  if (cached?.dir === modulesDir && Date.now() - cached.at < 5000) return cached.graph;
  const graph = new Map();
  for (const name of readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, name);
    const deps = new Set();
    let files;
    try {
      files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const [, spec] of text.matchAll(IMPORT)) {
        const other = moduleOf(modulesDir, path.resolve(path.dirname(path.join(dir, file)), spec));
        if (other && other !== name) deps.add(other);
      }
    }
    graph.set(name, deps);
  }
  cached = { dir: modulesDir, graph, at: Date.now() };
  return graph;
}

/** The module a path lies in, or null outside modules/. */
function moduleOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] || null;
}

/** A path from `from` back to `to` through the graph, or null. */
function pathBetween(graph, from, to) {
  const queue = [[from]];
  const seen = new Set([from]);
  while (queue.length) {
    const trail = queue.shift();
    for (const next of graph.get(trail.at(-1)) ?? []) {
      if (next === to) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}

export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules do not depend on each other in a circle.' },
    schema: [{ type: 'object', properties: { modulesDir: { type: 'string' } } }],
    messages: {
      cycle:
        'Modules depend on each other in a circle: {{trail}}. Let one side own the dependency.',
    },
  },
  create(context) {
    const modulesDir = path.resolve(context.options[0]?.modulesDir ?? 'apps/server/src/modules');
    const filename = context.filename;
    const self = moduleOf(modulesDir, filename);
    if (!self || /\.test\.tsx?$/.test(filename)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const other = moduleOf(modulesDir, path.resolve(path.dirname(filename), spec));
      if (!other || other === self) return;
      const back = pathBetween(moduleGraph(modulesDir), other, self);
      if (back)
        context.report({ node, messageId: 'cycle', data: { trail: [self, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
