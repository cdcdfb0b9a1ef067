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
  return dateFormat('day', timeZone).format(new Date(iso));
}

/** 'May 2026' for an instant (a member's join date), as formatInstantDay picks the zone. */
export function formatInstantMonth(iso: string, timeZone?: string): string {
  return dateFormat('month', timeZone).format(new Date(iso));
}

const DATE_STYLES = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Each formatter made once: `toLocaleDateString` builds one per call, and building one for a time
// zone costs milliseconds (a provider's profile spent ~20 ms hydrating six dates).
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(style: keyof typeof DATE_STYLES, timeZone: string | undefined) {
  const key = `${style} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      ...DATE_STYLES[style],
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format;
}
