import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings, localMinutes, quietHoursEnd } from './settings';

describe('localMinutes', () => {
  it('reads the wall clock of each time zone, alternating zones at the same instant', () => {
    const at = new Date('2026-11-24T20:45:00Z');
    // Each zone keeps its own formatter: asking for one never answers with another's clock.
    for (let round = 0; round < 2; round += 1) {
      expect(localMinutes(at, 'UTC')).toBe(20 * 60 + 45);
      expect(localMinutes(at, 'Asia/Kolkata')).toBe(2 * 60 + 15);
      expect(localMinutes(at, 'America/New_York')).toBe(15 * 60 + 45);
      expect(localMinutes(at, 'Asia/Kathmandu')).toBe(2 * 60 + 30);
    }
  });

  it('puts quiet hours on the recipient’s clock', () => {
    const settings = {
      ...defaultNotificationSettings(),
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
    };
    const at = new Date('2026-11-24T20:45:00Z'); // 02:15 in Kolkata, 20:45 in UTC
    expect(quietHoursEnd({ ...settings, timeZone: 'Asia/Kolkata' }, at)?.toISOString()).toBe(
      '2026-11-25T02:30:00.000Z',
    );
    expect(quietHoursEnd({ ...settings, timeZone: 'UTC' }, at)).toBeNull();
  });
});
