/**
 * The branch's time zone a soak runs in: one where it is midday when the soak starts. "Today"
 * on the till (the "Orders" list, the shift's business day) is the branch's day, and a soak
 * that ran across the branch's midnight saw the sales before it leave "Today's sales", which
 * it then counted as lost: the soak's verdict depended on the hour it ran at. A fixed-offset
 * zone (`Etc/GMT-N` is N hours east of UTC, POSIX's sign) puts the branch's midnight at least
 * eleven hours away, longer than any soak runs. The day's own rules are tested apart
 * (test/checkout/businessDay.test.ts).
 */
export function middayZone(now: Date = new Date()): string {
  // Hours east of UTC that make it 12:xx in the branch: -12 to +11.
  const east = ((12 - now.getUTCHours() + 36) % 24) - 12;
  if (east === 0) return 'Etc/GMT';
  return east > 0 ? `Etc/GMT-${east}` : `Etc/GMT+${-east}`;
}
