import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

// scrypt with N=2^15 costs ~100 ms on the target cores: slow for guessing, fine for sign-in.
let N = 32768;

/**
 * The test suite's cheaper cost (env PASSWORD_HASH_COST, refused in production): hashes keep
 * their own N, so verifying is unaffected by what a hash was made with.
 */
export function setPasswordHashCost(log2N: number) {
  N = 2 ** log2N;
  dummyHash = undefined;
}
const r = 8;
const p = 1;
const KEY_LENGTH = 64;
const MAX_MEM = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads, compression and DNS share,
 * on the same cores as the event loop. A burst of sign-ins would take every thread and most of
 * the CPU; at most this many derive at once, the rest wait their turn (first come, first
 * served), so the rest of the server keeps a thread and a core.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(4, availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];

/** How many derivations run and wait now (diagnostics, tests). */
export function hashSlots() {
  return { running, waiting: waiting.length, max: MAX_CONCURRENT_HASHES };
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number) {
  return withHashSlot(() => deriveNow(password, salt, n, rr, pp));
}

function deriveNow(password: string, salt: Buffer, n: number, rr: number, pp: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r: rr, p: pp, maxmem: MAX_MEM },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(rr),
    Number(pp),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the email is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}
