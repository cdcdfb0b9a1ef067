import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_EXPIRY_HOURS,
  NOTIFICATION_PRIORITY,
  NOTIFICATION_TYPES,
  notificationExpiry,
} from './notifications';

describe('notification rules', () => {
  it('has the 17 types of the spec and new_message (issue 15) with their expiry and priority', () => {
    expect(NOTIFICATION_TYPES).toHaveLength(18);
    for (const type of NOTIFICATION_TYPES) {
      expect(NOTIFICATION_EXPIRY_HOURS[type]).toBeGreaterThan(0);
      expect(NOTIFICATION_PRIORITY[type]).toBeTruthy();
    }
    expect(NOTIFICATION_EXPIRY_HOURS.service_request_completed).toBe(168);
    expect(NOTIFICATION_EXPIRY_HOURS.service_request_accepted).toBe(24);
    for (const type of [
      'service_request_new',
      'service_request_response',
      'service_request_accepted',
    ] as const) {
      expect(NOTIFICATION_PRIORITY[type]).toBe('high');
    }
    expect(NOTIFICATION_PRIORITY.payment_failed).toBe('urgent');
    expect(NOTIFICATION_PRIORITY.security_alert).toBe('urgent');
  });

  it('computes the expiry', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(notificationExpiry('service_request_new', at).toISOString()).toBe(
      '2026-01-03T00:00:00.000Z',
    );
  });
});
