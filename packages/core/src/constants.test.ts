import { describe, expect, it } from 'vitest';
import { LIMITS, TOAST_DURATIONS } from './constants';

describe('LIMITS', () => {
  it('holds the spec limits', () => {
    expect(LIMITS.loginMaxAttempts).toBe(5);
    expect(LIMITS.loginWindowMs).toBe(15 * 60 * 1000);
    expect(LIMITS.adminIdleMs).toBe(30 * 60 * 1000);
    expect(LIMITS.adminCheckIntervalMs).toBe(300000);
    expect(LIMITS.payloadMaxBytes).toBe(1048576);
    expect(LIMITS.uploadMaxBytes).toBe(5242880);
    expect(LIMITS.emailMaxLength).toBe(254);
    expect(LIMITS.sanitizerMaxLength).toBe(1000);
    expect(LIMITS.passwordResetRedirectMs).toBe(3000);
    expect(LIMITS.passwordResetTokenTtlMs).toBe(60 * 60 * 1000);
    expect(LIMITS.sessionTtlMs).toBe(24 * 60 * 60 * 1000);
  });
});

describe('TOAST_DURATIONS', () => {
  it('holds the toast defaults', () => {
    expect(TOAST_DURATIONS).toEqual({
      success: 2000,
      error: 4000,
      info: 4000,
      warning: 4000,
      default: 5000,
      urgent: 10000,
      high: 5000,
      max: 20,
    });
  });
});
