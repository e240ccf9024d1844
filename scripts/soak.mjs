// `npm run soak`: the long chaos soak. Builds the app when dist/ is missing, then runs
// e2e/soak/soak.spec.ts in Debian's Chromium with many sales (300 unless `--sales N`) and a
// fresh seed (unless `--seed S`), and prints the summary and how long it took. Each run is a
// day: one shift opened and closed with a count, orders parked and finished, refunds.
// Usage: npm run soak -- [--sales N] [--seed S] [--timeout-ms MS]
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bin, build, ensureChromium, root, run } from './lib.mjs';

const { values } = parseArgs({
  options: {
    sales: { type: 'string', default: process.env.SOAK_SALES ?? '300' },
    seed: { type: 'string', default: process.env.SOAK_SEED ?? String(Math.floor(Math.random() * 2 ** 31)) },
    'timeout-ms': { type: 'string', default: process.env.SOAK_TIMEOUT_MS ?? '' },
  },
});

const sales = Number(values.sales);
if (!Number.isInteger(sales) || sales < 1) {
  console.error(`--sales must be a whole number from 1, got ${values.sales}`);
  process.exit(2);
}
// A sale takes about 2-4 s on a busy two-core machine; a reload or a hung upload more.
const timeoutMs = Number(values['timeout-ms']) || 120_000 + sales * 10_000;

ensureChromium();
if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.log('Building the app (dist/ is missing)...');
  build();
}

// Its own output folder and report, so a soak next to `npm test` overwrites nothing of it.
const out = path.join(root, '.cache', 'soak');
mkdirSync(out, { recursive: true });
const summaryFile = path.join(out, `summary-${values.seed}.json`);
rmSync(summaryFile, { force: true });

console.log(`Soak: ${sales} sales, seed ${values.seed}, timeout ${Math.round(timeoutMs / 60_000)} min`);
const started = Date.now();
const code = run(bin('playwright'), ['test', 'e2e/soak/soak.spec.ts', '--workers=1', '--retries=0', `--output=${path.join(out, 'results')}`], {
  env: {
    ...process.env,
    SOAK_SALES: String(sales),
    SOAK_SEED: values.seed,
    SOAK_TIMEOUT_MS: String(timeoutMs),
    SOAK_SUMMARY_FILE: summaryFile,
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'playwright.json'),
  },
});
const took = (Date.now() - started) / 1000;

console.log('\n=== Soak summary ===');
if (existsSync(summaryFile)) {
  console.log(JSON.parse(readFileSync(summaryFile, 'utf8')).text);
} else {
  console.log(`No summary was written (the run ended before the soak finished). Replay: npm run soak -- --sales ${sales} --seed ${values.seed}`);
}
console.log(`Wall time: ${Math.floor(took / 60)} min ${Math.round(took % 60)} s (Playwright exit ${code})`);
process.exit(code);
