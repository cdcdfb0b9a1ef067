#!/usr/bin/env node
// Makes sure a Chromium for the browser tests exists. Uses PLAYWRIGHT_CHROMIUM_PATH or the
// system's Chromium; as root with apt-get it installs Debian's `chromium` package. It never
// downloads a browser from anywhere else.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

function findChromium() {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return { path: configured, from: 'PLAYWRIGHT_CHROMIUM_PATH' };
    console.error(
      `PLAYWRIGHT_CHROMIUM_PATH is set to ${configured}, but that is not an executable file.`,
    );
    process.exit(1);
  }
  for (const file of CANDIDATES) if (isExecutable(file)) return { path: file, from: 'system' };
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const found = onPath(name);
    if (found) return { path: found, from: 'PATH' };
  }
  return null;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let found = findChromium();
if (found) {
  console.log(`Chromium for the browser tests: ${found.path} (${found.from})`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = onPath('apt-get') !== null;
if (isRoot && hasApt) {
  console.log("No Chromium found; installing Debian's chromium package with apt-get.");
  if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) {
    found = findChromium();
    if (found) {
      console.log(`Chromium for the browser tests: ${found.path} (installed)`);
      process.exit(0);
    }
  }
  console.error('Installing chromium with apt-get failed; see the output above.');
  process.exit(1);
}

console.error(
  [
    'The browser tests need Chromium, and none was found.',
    'Install it with your system package manager, for example on Debian or Ubuntu:',
    '  sudo apt-get update && sudo apt-get install -y chromium',
    'or point PLAYWRIGHT_CHROMIUM_PATH at an existing Chromium or Chrome executable:',
    '  PLAYWRIGHT_CHROMIUM_PATH=/path/to/chromium npm run test:e2e',
  ].join('\n'),
);
process.exit(1);
