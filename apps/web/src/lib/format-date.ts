import { toHourMinute } from '@petmitra/core/marketplace/india-time';

/** '5 May 2026' for a stored 'YYYY-MM-DD' (read as a calendar date, not an instant). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '9:30 am' for 'HH:MM' or 'HH:MM:SS'. */
export function formatClock(time: string): string {
  const [hour, minute] = toHourMinute(time).split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2000, 0, 1, hour, minute)).toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/**
 * '5 May 2026' for an instant (createdAt, completedAt), in the viewer's time zone, or in
 * `timeZone` (a server-rendered page, hooks/use-hydrated.ts useViewerTimeZone).
 */
export function formatInstantDay(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}
