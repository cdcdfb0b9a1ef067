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
  /**
   * Web Push (VAPID) keys: both or neither. Neither: the server makes a pair on first start and
   * keeps it in the database (modules/notifications/keys.ts).
   */
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who push services may contact about this sender: mailto: or https: (default the support address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/)
    .optional(),
  /**
   * The push services a browser's subscription may point at: host names, comma-separated; a
   * leading `*.` allows every subdomain. The server posts to these URLs, so any other host
   * (an internal address, say) is refused when a device subscribes.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com',
    )
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Seed demo data on first start (never in production). */
  SEED_DEMO: booleanish,
  /** Skip seeding even in development (tests). */
  NO_SEED: booleanish,
  /**
   * Run the background job workers in this process (default on: any instance may run them).
   * Off, jobs wait in the queue for an instance that runs them (the API tests drain it).
   */
  JOB_WORKERS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * The reverse proxies allowed to tell the client's address (X-Forwarded-For): their
   * addresses or CIDR ranges, comma-separated (`127.0.0.1`, `10.0.0.0/8`, `loopback`). Unset:
   * no one; the socket's address is the client.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || !/^(true|false|yes|\*)$/i.test(v), {
      message: 'name the proxy addresses (or CIDR ranges), not true/false',
    }),
  /**
   * Embedded database only: statements take turns with the event loop (db/client.ts). `false`
   * exists for bench/mixed-load.ts to measure the difference; never needed otherwise.
   */
  PGLITE_TAKE_TURNS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per IP on the sign-in/registration routes. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Serve the built web app from this folder (defaults to apps/web/dist). */
  WEB_DIST: z.string().optional(),
  /** log2 of scrypt's N for new password hashes: the test suite's cheaper cost (never production). */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).optional(),
  /**
   * Test suites only (never production): the lifecycle rules read "now" from the request's
   * X-Test-Now header (http/clock.ts), so a test can complete a service after its time.
   */
  TEST_CLOCK: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Password for 'cli create-admin' when --password is not given. */
  PETMITRA_ADMIN_PASSWORD: z.string().optional(),
  /**
   * Files on an S3-compatible bucket instead of DATA_DIR/uploads: S3_BUCKET's presence switches
   * to it. S3_ENDPOINT for services other than AWS (MinIO, R2, Spaces, ...); credentials from the
   * two keys, or the SDK's usual chain (instance role, AWS_* variables) when both are unset.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish,
  /** Base URL public files are served from (a CDN or the bucket's website); else via /uploads/. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /**
   * Payments (docs/payments.md). A gateway with its keys set is live (or the gateway's own test
   * mode, by its keys and API URL); without keys it uses the built-in sandbox gateway, which is
   * on by default except in production (PAYMENTS_SANDBOX=true turns it on there too).
   */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_API_URL: z.string().url().default('https://api-m.paypal.com'),
  PAYMENTS_SANDBOX: z.enum(['true', 'false', '1', '0', '']).optional(),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
});

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  publicUrl?: string;
}

export type Env = z.infer<typeof envSchema> & {
  isProduction: boolean;
  appUrl: string;
  /** Fastify's trustProxy: false, or the trusted proxy addresses. */
  trustProxy: false | string[];
  /** The built-in sandbox gateway serves the gateways that have no keys. */
  paymentsSandbox: boolean;
  /** The bucket uploads live in, or null for local disk (DATA_DIR/uploads). */
  s3: S3Settings | null;
};

/**
 * Settings a real deployment cannot run without: in production the server refuses to start,
 * naming the variable, rather than send emails whose links point to localhost.
 */
const REQUIRED_IN_PRODUCTION = [
  ['APP_URL', 'the public origin (https://…), used in every emailed link'],
] as const;

/**
 * The settings the server needs to serve production traffic (the CLI's commands do without):
 * throws, naming each missing variable.
 */
export function assertServable(env: Env) {
  if (!env.isProduction) return;
  const missing = REQUIRED_IN_PRODUCTION.filter(([name]) => !env[name]).map(
    ([name, why]) => `  ${name}: required in production (${why})`,
  );
  if (missing.length) throw new Error(`Invalid environment:\n${missing.join('\n')}`);
}

function parseTrustProxy(value: string | undefined): false | string[] {
  if (!value) return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    if (env.PASSWORD_HASH_COST !== undefined) {
      problems.push('PASSWORD_HASH_COST: only for the test suite');
    }
    if (env.TEST_CLOCK) problems.push('TEST_CLOCK: only for the test suites');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      `${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3 keys, or neither`,
    );
  }
  for (const [id, secret, hook] of [
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
    ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  ] as const) {
    const set = [env[id], env[secret], env[hook]].filter(Boolean).length;
    if (set !== 0 && set !== 3) problems.push(`${id}: set ${id}, ${secret} and ${hook} together`);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push(
      `${env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: set both VAPID keys, or neither`,
    );
  }
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL'] as const) {
      if (env[name]) problems.push(`S3_BUCKET: required when ${name} is set`);
    }
  }
  if (problems.length) {
    throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    isProduction: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paymentsSandbox:
      env.PAYMENTS_SANDBOX === undefined || env.PAYMENTS_SANDBOX === ''
        ? env.NODE_ENV !== 'production'
        : env.PAYMENTS_SANDBOX === 'true' || env.PAYMENTS_SANDBOX === '1',
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
          ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? {
                credentials: {
                  accessKeyId: env.S3_ACCESS_KEY_ID,
                  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
                },
              }
            : {}),
          ...(env.S3_PUBLIC_URL ? { publicUrl: env.S3_PUBLIC_URL.replace(/\/$/, '') } : {}),
        }
      : null,
  };
}
