import { expect, test } from '@playwright/test';
import { middayZone } from './middayZone';

test('the soak\'s branch is at midday whatever the hour it starts, so its day does not end during the soak', () => {
  for (let hour = 0; hour < 24; hour++) {
    const now = new Date(Date.UTC(2026, 10, 26, hour, 30));
    const zone = middayZone(now);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now);
    expect(local, `${hour}:30 UTC in ${zone}`).toBe('12');
  }
});
