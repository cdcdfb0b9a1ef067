import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUrl, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is ASCII '12345678901234567890'.
const SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('TOTP', () => {
  it('round-trips base32', () => {
    expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(SECRET).toString('ascii')).toBe('12345678901234567890');
  });

  it('makes the RFC 6238 codes', () => {
    expect(totpCode(SECRET, totpStep(59_000), 8)).toBe('94287082');
    expect(totpCode(SECRET, totpStep(1_111_111_109_000), 8)).toBe('07081804');
    expect(totpCode(SECRET, totpStep(20_000_000_000_000), 8)).toBe('65353130');
    expect(totpCode(SECRET, totpStep(59_000))).toBe('287082');
  });

  it('writes the authenticator link', () => {
    expect(otpauthUrl('ABC', 'admin@petmitra.in')).toBe(
      'otpauth://totp/PetMitra%3Aadmin%40petmitra.in?secret=ABC&issuer=PetMitra&algorithm=SHA1&digits=6&period=30',
    );
  });
});
