/**
 * Calendar dates and times in India (Asia/Kolkata). India has one time zone, UTC+05:30, with
 * no daylight saving, so a fixed offset gives the same answers as the tz database without
 * depending on the runtime's time-zone data. The database side uses 'Asia/Kolkata'.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_UTC_OFFSET_MINUTES = 330;

const OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** True for a 24-hour clock time 'HH:MM' (or 'HH:MM:SS', as the database returns it). */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** 'HH:MM:SS' or 'HH:MM' -> 'HH:MM'. */
export function toHourMinute(value: string): string {
  return value.slice(0, 5);
}

/** The parts of `now` as a wall clock in India. */
function indiaParts(now: Date) {
  const shifted = new Date(now.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** Today's date in India, 'YYYY-MM-DD'. */
export function indiaDate(now: Date): string {
  const { year, month, day } = indiaParts(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The instant of a date and clock time read in India ('2026-05-01', '09:30' -> 04:00 UTC). */
export function indiaInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS);
}

/** The first instant of the calendar month that `now` falls in, in India. */
export function indiaMonthStart(now: Date, monthsAhead = 0): Date {
  const { year, month } = indiaParts(now);
  return new Date(Date.UTC(year, month - 1 + monthsAhead, 1) - OFFSET_MS);
}
