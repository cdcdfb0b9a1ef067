import { createLogger } from './infra/logger';
import { buildApp } from './app';
import { createContext } from './context';
import { assertServable, loadEnv } from './env';
import { demoSignInBanner, seedDemo } from './seed/demo';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { domainSeeders } from './seed/seeders';
import { createUserRepository } from './modules/users/repository';
import type { Server } from 'node:net';
import { startControlSocket } from './ops/control';
import { DataDirBusyError } from './ops/data-dir';

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
  assertServable(env);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);

let control: Server | null = null;
const ctx = await createContext(env, logger).catch((error: Error) => {
  if (!(error instanceof DataDirBusyError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
const shouldSeed = !env.isProduction && !env.NO_SEED && (env.SEED_DEMO || !env.DATABASE_URL);
const app = await buildApp(ctx, { loggerInstance: logger });
// After the app is built: the seed's recent activity goes through the services, and the
// consumers registered by buildApp turn its events into notifications (src/seed/recent.ts).
if (shouldSeed && (await seedDemo(ctx, domainSeeders))) logger.info('seeded demo data');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  control?.close();
  await app.close();
  await ctx.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// On the embedded database, `npm run backup` asks this process for the archive (PGlite allows
// one process; docs/decisions/0007-files-backup-and-scale-out.md).
if (ctx.database.kind === 'pglite') control = await startControlSocket(ctx);
if (
  !env.isProduction &&
  (await createUserRepository(ctx.db).findByEmail(DEMO_ACCOUNTS.petParent.email))
) {
  process.stdout.write(demoSignInBanner());
}
process.stdout.write(`\nPetMitra is running at ${env.appUrl} (database: ${ctx.database.kind})\n\n`);
