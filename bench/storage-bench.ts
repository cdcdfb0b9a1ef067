/**
 * Storage figures (docs/files.md):
 *
 * 1. Photo uploads per second and p95 latency through the built server, files on local disk
 *    vs on an S3-compatible server (s3rver on loopback, the one the tests use). Two server
 *    processes on embedded PGlite, identical but for S3_*; rounds alternate between them
 *    (interleaved) so machine noise falls on both.
 * 2. `backup` and `restore` times on the embedded database: the demo data, and 100,000
 *    services (the search benchmark's generator, bench/search-data.ts).
 *
 *   npm run bench:storage                                  (from the repository root)
 *   BENCH_ROUNDS=3 BENCH_ROUND_SECONDS=8 BENCH_CONCURRENCY=4 npm run bench:storage
 *   BENCH_ONLY=uploads|backup BENCH_SERVICES_SCALE=0.2 npm run bench:storage
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import sharp from 'sharp';
import { createContext } from '../apps/server/src/context';
import { openDatabase } from '../apps/server/src/db/client';
import { loadEnv } from '../apps/server/src/env';
import { createLocalUploads } from '../apps/server/src/infra/uploads';
import { restoreBackup, writeBackup } from '../apps/server/src/ops/backup';
import { seedDemo } from '../apps/server/src/seed/demo';
import { domainSeeders } from '../apps/server/src/seed/seeders';
import { startS3Server } from '../apps/server/test/s3';
import { FULL_SCALE, loadSearchData } from './search-data';
import { ensureBuilt, quantile, startServer } from './server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SERVICES_SCALE = Number(process.env.BENCH_SERVICES_SCALE ?? 1);
const ONLY = process.env.BENCH_ONLY;

// ---------------------------------------------------------------------------------------------
// Uploads

function cookieValue(setCookies: string[], name: string): string | null {
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}

/** A signed-in pet parent with one pet: the headers to send and the photo route. */
async function parentWithPet(url: string) {
  const session = await fetch(`${url}/api/auth/session`);
  const csrf = cookieValue(session.headers.getSetCookie(), 'pm_csrf')!;
  const password = 'Bench#Mitra4Zq9x';
  const base = { origin: url, 'x-csrf-token': csrf };
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { ...base, 'content-type': 'application/json', cookie: `pm_csrf=${csrf}` },
    body: JSON.stringify({
      name: 'Bench Parent',
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      phone: '+919876043210',
      role: 'pet_parent',
      password,
      confirmPassword: password,
    }),
  });
  const token = cookieValue(registered.headers.getSetCookie(), 'pm_session');
  if (registered.status !== 201 || !token) throw new Error(`register: ${registered.status}`);
  const headers = { ...base, cookie: `pm_session=${token}; pm_csrf=${csrf}` };
  const pet = await fetch(`${url}/api/pets`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bruno', type: 'dog', weight: 12 }),
  });
  const { pet: created } = (await pet.json()) as { pet: { id: string } };
  return { headers, photoUrl: `${url}/api/pets/${created.id}/photo` };
}

/** Uploads the photo from `CONCURRENCY` loops for `seconds`; latencies of the 200s. */
async function uploadRound(
  target: Awaited<ReturnType<typeof parentWithPet>>,
  photo: Buffer,
  seconds: number,
) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pet.jpg');
      const started = performance.now();
      const reply = await fetch(target.photoUrl, {
        method: 'POST',
        headers: target.headers,
        body: form,
      });
      await reply.arrayBuffer();
      if (reply.status === 200) latencies.push(performance.now() - started);
      else errors += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

async function benchUploads() {
  ensureBuilt();
  // A phone photo already under 1 MB (stored as sent: this measures storage, not resizing).
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#0f766e' },
  })
    .composite([
      {
        input: randomBytes(320 * 240 * 3),
        raw: { width: 320, height: 240, channels: 3 },
        tile: true,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  console.log(
    `\nPhoto uploads: ${(photo.length / 1024).toFixed(0)} KB JPEG, ${CONCURRENCY} at a time, ` +
      `${ROUNDS} rounds of ${ROUND_SECONDS} s per store, interleaved`,
  );
  const s3 = await startS3Server();
  const dirs = [
    await mkdtemp(path.join(tmpdir(), 'pm-bench-local-')),
    await mkdtemp(path.join(tmpdir(), 'pm-bench-s3-')),
  ];
  const servers = [
    { name: 'local disk', server: await startServer({ DATA_DIR: dirs[0]! }) },
    { name: 'S3 (s3rver)', server: await startServer({ DATA_DIR: dirs[1]!, ...s3.env }) },
  ];
  try {
    const targets = await Promise.all(servers.map((s) => parentWithPet(s.server.url)));
    // Warm-up: one short round each.
    for (const target of targets) await uploadRound(target, photo, 1);
    const results = servers.map(() => ({ latencies: [] as number[], errors: 0, seconds: 0 }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, target] of targets.entries()) {
        const r = await uploadRound(target, photo, ROUND_SECONDS);
        results[i]!.latencies.push(...r.latencies);
        results[i]!.errors += r.errors;
        results[i]!.seconds += r.seconds;
      }
    }
    console.log('\n| store        | uploads/s | p50 ms | p95 ms | p99 ms | uploads | errors |');
    console.log('| ------------ | --------: | -----: | -----: | -----: | ------: | -----: |');
    const rates: number[] = [];
    for (const [i, { name }] of servers.entries()) {
      const r = results[i]!;
      const sorted = Float64Array.from(r.latencies).sort();
      const rate = r.latencies.length / r.seconds;
      rates.push(rate);
      console.log(
        `| ${name.padEnd(12)} | ${rate.toFixed(1).padStart(9)} | ${quantile(sorted, 0.5).toFixed(1).padStart(6)} | ${quantile(sorted, 0.95).toFixed(1).padStart(6)} | ${quantile(sorted, 0.99).toFixed(1).padStart(6)} | ${String(r.latencies.length).padStart(7)} | ${String(r.errors).padStart(6)} |`,
      );
    }
    console.log(`\nS3 / local throughput: ${(rates[1]! / rates[0]!).toFixed(2)}x`);
  } finally {
    for (const { server } of servers) await server.stop();
    await s3.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Backup and restore

async function backupAndRestore(label: string, dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const archive = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.tar.gz`);
  const restored = `${dataDir}-restored`;
  try {
    const size = async (dir: string) => {
      const { execFileSync } = await import('node:child_process');
      return Number(execFileSync('du', ['-sb', dir]).toString().split('\t')[0]);
    };
    const before = await size(dataDir);
    const backup = await writeBackup(
      database,
      createLocalUploads(path.join(dataDir, 'uploads')),
      archive,
    );
    await database.close();
    const restore = await restoreBackup(archive, restored);
    const rows = Object.values(backup.tables).reduce((a, b) => a + b, 0);
    console.log(
      `| ${label.padEnd(22)} | ${rows.toLocaleString('en').padStart(9)} | ${(before / 1e6).toFixed(0).padStart(7)} MB | ${((await stat(archive)).size / 1e6).toFixed(1).padStart(8)} MB | ${(backup.ms / 1000).toFixed(1).padStart(8)} s | ${(restore.ms / 1000).toFixed(1).padStart(9)} s |`,
    );
  } finally {
    await rm(archive, { force: true });
    await rm(restored, { recursive: true, force: true });
  }
}

async function benchBackups() {
  const work = await mkdtemp(path.join(tmpdir(), 'pm-bench-backup-'));
  try {
    console.log(
      '\nBackup and restore (embedded PGlite, archive written to and read from local disk)',
    );
    console.log(
      '\n| data                   |      rows | DATA_DIR   |  archive    |   backup   |   restore   |',
    );
    console.log(
      '| ---------------------- | --------: | ---------: | ----------: | ---------: | ----------: |',
    );

    const demo = path.join(work, 'demo');
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: demo, LOG_LEVEL: 'silent' });
    const ctx = await createContext(env, pino({ level: 'silent' }));
    await seedDemo(ctx, domainSeeders);
    await ctx.close();
    await backupAndRestore('demo data', demo);

    const big = path.join(work, 'services');
    const scale = {
      ...FULL_SCALE,
      providers: Math.round(FULL_SCALE.providers * SERVICES_SCALE),
      parents: Math.round(FULL_SCALE.parents * SERVICES_SCALE),
      reviews: Math.round(FULL_SCALE.reviews * SERVICES_SCALE),
    };
    const database = await openDatabase({ dataDir: path.join(big, 'pglite') });
    const loadStarted = performance.now();
    await loadSearchData(database, scale, () => {});
    await database.close();
    const services = scale.providers * scale.servicesPerProvider;
    console.error(
      `  (loaded ${services.toLocaleString('en')} services into PGlite in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s)`,
    );
    await backupAndRestore(`${services.toLocaleString('en')} services`, big);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (ONLY !== 'backup') await benchUploads();
if (ONLY !== 'uploads') await benchBackups();
