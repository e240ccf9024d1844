import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { fieldSoakPassed, formatField, runField } from './field';
import { seedFrom } from './prng';

const DEFAULT_SEED = 20_261_125;
const seed = seedFrom(process.env.FIELD_SEED, DEFAULT_SEED);
// In `npm test`: 16 steps, four of them the multi-part flows (one of each) and four card sales
// (one of each `CardTry`, one of them cut by a power cut between "approved" and "sale stored").
const sales = Number(process.env.FIELD_SALES ?? 16);
const powerCuts = Number(process.env.FIELD_POWER_CUTS ?? 1);
const timeoutMs = Number(process.env.FIELD_TIMEOUT_MS ?? 0) || Math.max(360_000, sales * 12_000 + powerCuts * 30_000);

test(`field soak (seed ${seed}, ${sales} sales, ${powerCuts} power cuts, two terminals): what each terminal stored and printed reaches the server once with its total, no quota is oversold, each shift is stored once and equals its Z report`, async ({
  emulator,
}, testInfo) => {
  test.setTimeout(timeoutMs);
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-field-'));
  const steps: string[] = [];
  try {
    const summary = await runField({
      emulator,
      seed,
      sales,
      powerCuts,
      dir,
      crashShot: testInfo.outputPath('till-at-crash.png'),
      log: (line) => {
        steps.push(line);
        if (process.env.SOAK_VERBOSE) console.log(line);
      },
    });
    const text = formatField(summary);
    console.log(`\n${text}\n`);
    await testInfo.attach('field-summary.txt', { body: text, contentType: 'text/plain' });
    await testInfo.attach('field-steps.txt', { body: steps.join('\n'), contentType: 'text/plain' });
    if (process.env.FIELD_SUMMARY_FILE) writeFileSync(process.env.FIELD_SUMMARY_FILE, JSON.stringify({ ...summary, text, steps }, null, 2));
    if (!fieldSoakPassed(summary)) console.log(`Last steps:\n${steps.slice(-25).join('\n')}`);
    expect(summary.powerCuts.length).toBeGreaterThanOrEqual(powerCuts);
    expect(fieldSoakPassed(summary), `field soak failed, replay with FIELD_SEED=${seed} FIELD_SALES=${sales} FIELD_POWER_CUTS=${powerCuts}\n${text}`).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
