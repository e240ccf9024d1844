/**
 * The shop's day: "today" is the day in the branch's time zone (`session.location.timezone`,
 * assumed-contracts 1), not the device's, so a tablet set to another zone still lists the
 * shop's sales of the day. Pure: the instant comes in as an argument.
 */

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeIn(instant: number, timeZone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallTimeIn(instant, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The first instant of the day that holds `now` in `timeZone` (an IANA name). An empty or
 * unknown zone (a server that sends none) falls back to the device's own midnight: the sales
 * are still listed, by the device's day.
 */
export function startOfDay(now: Date, timeZone: string): Date {
  try {
    if (timeZone.trim() === '') throw new RangeError('no time zone');
    const w = wallTimeIn(now.getTime(), timeZone);
    const midnightAsUtc = Date.UTC(w.year, w.month - 1, w.day);
    const first = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
    // Once more with the offset at that instant, in case a daylight-saving change lies between.
    return new Date(midnightAsUtc - offsetAt(first, timeZone));
  } catch {
    const local = new Date(now.getTime());
    local.setHours(0, 0, 0, 0);
    return local;
  }
}
