/**
 * The cost of writing replies: zod's encoding then JSON.stringify (fastify-type-provider-zod's
 * serialiser, what the server used until 29 Nov 2026) against the serialiser compiled from the
 * same contract (apps/server/src/http/serializer.ts). Real replies: the built server is started
 * on demo data (development mode, embedded PGlite, a temporary directory), asked for a page of
 * search results, a provider's profile, the emergency list and a signed-out session, and each
 * reply is then written by both serialisers in this process, in alternating slices.
 *
 *   npm run bench:serializer
 *   BENCH_ROUNDS=20 BENCH_SLICE_MS=200 npm run bench:serializer
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authApi } from '@petmitra/core/auth/auth-api';
import { providersApi } from '@petmitra/core/discovery/providers-api';
import { searchApi } from '@petmitra/core/discovery/search-api';
import { compileReply } from '../apps/server/src/http/serializer';
import { ensureBuilt, printColumns, quantile, startServer } from './server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 150);

type Serialize = (data: unknown) => string;

/** Calls per millisecond of `serialize(data)` over `ms` milliseconds. */
function slice(serialize: Serialize, data: unknown, ms: number): number {
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 20; i += 1) serialize(data);
    calls += 20;
    now = performance.now();
  }
  return calls / (now - start);
}

async function replies(url: string) {
  const get = async (route: string) => {
    const reply = await fetch(`${url}${route}`);
    if (!reply.ok) throw new Error(`GET ${route} answered ${reply.status}`);
    return (await reply.json()) as unknown;
  };
  const search = (await get('/api/search/services?sort=rating')) as {
    services: { provider: { id: string } }[];
  };
  const providerId = search.services[0]?.provider.id;
  if (!providerId) throw new Error('the demo data has no services to search');
  return [
    {
      name: `search, ${search.services.length} services`,
      schema: searchApi.services.reply,
      data: search,
    },
    {
      name: 'provider profile',
      schema: providersApi.profile.reply,
      data: await get(`/api/providers/${providerId}`),
    },
    {
      name: 'emergency list',
      schema: searchApi.emergency.reply,
      data: await get('/api/search/emergency?lat=12.9716&lng=77.5946'),
    },
    {
      name: 'session, signed out',
      schema: authApi.session.reply,
      data: await get('/api/auth/session'),
    },
  ] satisfies { name: string; schema: z.ZodType; data: unknown }[];
}

async function main() {
  ensureBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-bench-serializer-'));
  const server = await startServer({
    NODE_ENV: 'development',
    NO_SEED: 'false',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
  });
  let cases: Awaited<ReturnType<typeof replies>>;
  try {
    cases = await replies(server.url);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `Node ${process.version}; ${ROUNDS} rounds of ${SLICE_MS} ms per serialiser and reply, ` +
      'alternating (calls per ms, median of the rounds)',
  );
  const header = ['reply', 'bytes', 'zod + JSON.stringify', 'compiled', 'compiled / zod'];
  const lines: string[][] = [];
  for (const { name, schema, data } of cases) {
    const route = { schema, method: 'GET', url: name, httpStatus: '200' };
    const zod = (serializerCompiler as (r: typeof route) => Serialize)(route);
    const compiled = compileReply(schema);
    if (!compiled) throw new Error(`${name}: no compiled serialiser`);
    if (compiled(data) !== zod(data)) throw new Error(`${name}: the two serialisers disagree`);
    const sides = [
      { serialize: zod, rates: [] as number[] },
      { serialize: compiled, rates: [] as number[] },
    ];
    slice(zod, data, SLICE_MS); // warm both before measuring
    slice(compiled, data, SLICE_MS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 ? [...sides].reverse() : sides;
      for (const side of order) side.rates.push(slice(side.serialize, data, SLICE_MS));
    }
    const [before, after] = sides.map((side) =>
      quantile(Float64Array.from(side.rates).sort(), 0.5),
    ) as [number, number];
    lines.push([
      name,
      String(Buffer.byteLength(zod(data))),
      before.toFixed(1),
      after.toFixed(1),
      `${(after / before).toFixed(2)}x`,
    ]);
  }
  printColumns(header, lines);
}

await main();
