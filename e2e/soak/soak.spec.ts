import { writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { formatSummary, runSoak, soakPassed } from './harness';
import { seedFrom } from './prng';

const DEFAULT_SEED = 20_240_611;
const seed = seedFrom(process.env.SOAK_SEED, DEFAULT_SEED);
const sales = Number(process.env.SOAK_SALES ?? 20);
const timeoutMs = Number(process.env.SOAK_TIMEOUT_MS ?? 0) || Math.max(420_000, sales * 10_000);

test(`chaos soak (seed ${seed}, ${sales} sales): every sale and refund with a receipt reaches the server once, with the receipt's total, and the Z report equals what the server received for the shift`, async ({
  page,
  context,
  emulator,
}, testInfo) => {
  test.setTimeout(timeoutMs);
  const steps: string[] = [];
  const summary = await runSoak({ context, page, emulator, seed, sales, log: (line) => {
    steps.push(line);
    if (process.env.SOAK_VERBOSE) console.log(line);
  } });
  const text = formatSummary(summary);
  console.log(`\n${text}\n`);
  await testInfo.attach('soak-summary.txt', { body: text, contentType: 'text/plain' });
  await testInfo.attach('soak-steps.txt', { body: steps.join('\n'), contentType: 'text/plain' });
  if (process.env.SOAK_SUMMARY_FILE) {
    writeFileSync(process.env.SOAK_SUMMARY_FILE, JSON.stringify({ ...summary, text, steps }, null, 2));
  }
  if (!soakPassed(summary)) console.log(`Last steps:\n${steps.slice(-25).join('\n')}`);
  expect(soakPassed(summary), `soak failed, replay with SOAK_SEED=${seed} SOAK_SALES=${sales}\n${text}`).toBe(true);
});
