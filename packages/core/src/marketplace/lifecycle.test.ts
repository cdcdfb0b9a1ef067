import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_WINDOWS,
  cancellationWindowFor,
  completeTooEarlyMessage,
  withdrawAcceptanceSchema,
} from './lifecycle';

const HOUR = 3_600_000;

describe('the FAQ cancellation windows', () => {
  it('24 h or more: full; 2 to 24 h: half; under 2 h: none', () => {
    expect(cancellationWindowFor(48 * HOUR)).toBe('full');
    expect(cancellationWindowFor(24 * HOUR)).toBe('full');
    expect(cancellationWindowFor(24 * HOUR - 1)).toBe('half');
    expect(cancellationWindowFor(2 * HOUR)).toBe('half');
    expect(cancellationWindowFor(2 * HOUR - 1)).toBe('none');
    expect(cancellationWindowFor(0)).toBe('none');
  });

  it('words them as the FAQ does', () => {
    expect(CANCELLATION_WINDOWS.map((w) => `${w.when}: ${w.outcome}`)).toEqual([
      '24 hours or more before: full refund',
      'Between 2 and 24 hours before: 50% refund',
      'Less than 2 hours before: no refund',
    ]);
  });
});

describe('the lifecycle rules', () => {
  it('needs a reason to withdraw and says when completion opens', () => {
    expect(withdrawAcceptanceSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(withdrawAcceptanceSchema.parse({ reason: ' Plans changed ' })).toEqual({
      reason: 'Plans changed',
    });
    expect(completeTooEarlyMessage('2026-11-26', '10:30:00')).toBe(
      'This service is scheduled for 2026-11-26 at 10:30 (India time). It can be marked as completed from then on.',
    );
  });
});
