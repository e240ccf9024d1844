/**
 * The shop's day: "today" is the day in the branch's time zone (`session.location.timezone`,
 * assumed-contracts 1), not the device's, so a tablet set to another zone still lists the
 * shop's sales of the day. The zone's rules, daylight saving included, are @date-fns/tz's
 * (`TZDate`: a date whose calendar fields are read and set in the named zone). Pure: the
 * instant comes in as an argument.
 */
import { TZDate } from '@date-fns/tz';

/**
 * The first instant of the day that holds `now` in `timeZone` (an IANA name). An empty or
 * unknown zone (a server that sends none) falls back to the device's own midnight: the sales
 * are still listed, by the device's day.
 */
export function startOfDay(now: Date, timeZone: string): Date {
  const day = timeZone.trim() === '' ? null : new TZDate(now.getTime(), timeZone);
  if (day === null || Number.isNaN(day.getTime())) {
    const local = new Date(now.getTime());
    local.setHours(0, 0, 0, 0);
    return local;
  }
  day.setHours(0, 0, 0, 0);
  return new Date(day.getTime());
}

/**
 * The branch day holding `now`, as `YYYY-MM-DD` in `timeZone` (the device's own day for an
 * empty or unknown zone, as `startOfDay`): the day a kiosk's call numbers count in.
 */
export function businessDate(now: Date, timeZone: string): string {
  const zoned = timeZone.trim() === '' ? null : new TZDate(now.getTime(), timeZone);
  const day = zoned !== null && !Number.isNaN(zoned.getTime()) ? zoned : new Date(now.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(day.getFullYear()).padStart(4, '0')}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}
