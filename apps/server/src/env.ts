import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the web app, used in emails and as the trusted origin. */
  APP_URL: z.string().url().optional(),
  /** Where the embedded database and local uploads live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /**
   * PostgreSQL connections per process. More connections than the database server has cores
   * only queue work inside it; the default suits a small server (2–4 cores).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Redis connection string; unset means counters live in the database. */
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key, so several deployments (or test runs) can share a server. */
  REDIS_PREFIX: z.string().default('petmitra:'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  /** Seed demo data on first start (never in production). */
  SEED_DEMO: booleanish,
  /** Skip seeding even in development (tests). */
  NO_SEED: booleanish,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per IP on the sign-in/registration routes. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Serve the built web app from this folder (defaults to apps/web/dist). */
  WEB_DIST: z.string().optional(),
  /** Password for 'cli create-admin' when --password is not given. */
  PETMITRA_ADMIN_PASSWORD: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
});

export type Env = z.infer<typeof envSchema> & { isProduction: boolean; appUrl: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    isProduction: env.NODE_ENV === 'production',
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
