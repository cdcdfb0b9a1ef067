import { pino } from 'pino';
import { buildApp } from './app';
import { createContext } from './context';
import { loadEnv } from './env';
import { demoSignInBanner, seedDemo } from './seed/demo';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { domainSeeders } from './seed/seeders';
import { createUserRepository } from './modules/users/repository';

const env = loadEnv();
const logger = pino({ level: env.LOG_LEVEL });

const ctx = await createContext(env, logger);
const shouldSeed = !env.isProduction && !env.NO_SEED && (env.SEED_DEMO || !env.DATABASE_URL);
if (shouldSeed && (await seedDemo(ctx, domainSeeders))) logger.info('seeded demo data');
const app = await buildApp(ctx, { loggerInstance: logger });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await ctx.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
if (
  !env.isProduction &&
  (await createUserRepository(ctx.db).findByEmail(DEMO_ACCOUNTS.petParent.email))
) {
  process.stdout.write(demoSignInBanner());
}
process.stdout.write(`\nPetMitra is running at ${env.appUrl} (database: ${ctx.database.kind})\n\n`);
