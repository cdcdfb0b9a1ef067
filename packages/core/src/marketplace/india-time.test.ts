import { describe, expect, it } from 'vitest';
import {
  indiaDate,
  indiaInstant,
  indiaMonthStart,
  isClockTime,
  isIsoDate,
  toHourMinute,
} from './india-time';

describe('India time', () => {
  it("gives India's calendar date, which runs 5 h 30 min ahead of UTC", () => {
    expect(indiaDate(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(indiaDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });

  it('reads a date and time as India wall-clock time', () => {
    expect(indiaInstant('2026-05-01', '09:30').toISOString()).toBe('2026-05-01T04:00:00.000Z');
    expect(indiaInstant('2026-05-01', '00:00:00').toISOString()).toBe('2026-04-30T18:30:00.000Z');
  });

  it('finds the first instant of the month in India', () => {
    expect(indiaMonthStart(new Date('2026-04-15T10:00:00Z')).toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
    // 1 April 01:00 in India is still 31 March in UTC.
    expect(indiaMonthStart(new Date('2026-03-31T19:30:00Z')).toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
    expect(indiaMonthStart(new Date('2026-12-20T00:00:00Z'), 1).toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
  });

  it('checks dates and clock times', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-4-1')).toBe(false);
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('07:05:00')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('9:30')).toBe(false);
    expect(toHourMinute('07:05:00')).toBe('07:05');
  });
});
