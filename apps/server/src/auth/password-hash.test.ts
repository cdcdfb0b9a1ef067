import { describe, expect, it } from 'vitest';
import { hashPassword, hashSlots, setPasswordHashCost, verifyPassword } from './password-hash';

setPasswordHashCost(10); // the suite's cost: the same code path, quicker

describe('password hashing under a burst of sign-ins', () => {
  it('derives at most a bounded number at once; the rest wait their turn, first come first served', async () => {
    const { max } = hashSlots();
    expect(max).toBeGreaterThanOrEqual(1);
    const burst = Array.from({ length: max + 6 }, (_, i) => hashPassword(`Burst#Pass${i}x`));
    const seen = hashSlots();
    expect(seen.running).toBe(max);
    expect(seen.waiting).toBe(6);
    const hashes = await Promise.all(burst);
    expect(hashSlots()).toEqual({ running: 0, waiting: 0, max });
    expect(await verifyPassword('Burst#Pass3x', hashes[3]!)).toBe(true);
    expect(await verifyPassword('Burst#Pass3x', hashes[4]!)).toBe(false);
  });
});
