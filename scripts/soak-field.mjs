// `npm run soak:field`: the field soak. Builds the app when dist/ is missing, then runs
// e2e/soak/field.spec.ts: two terminals (two Chromium profiles) selling the same quota products
// against one emulator, 200 sales and 12 power cuts unless told otherwise, a fresh seed unless
// `--seed S`; some of the sales split bills, modify manager-approved discounts or take kiosk
// counter orders, and some are paid by card on each till's terminal (declined first, the answer
// lost, or the power cut between "approved" and "sale stored"). It ends with one line
// (duplicated, missing, mismatched, sold over quota, shifts, Z reports; then the server's units,
// split bills, tips, voids, approvals and counter orders against the tills', and their
// mismatches; then charged twice, approved without sale, sale without approval) and exits
// non-zero unless every figure is as it must be.
// Usage: npm run soak:field -- [--sales N] [--power-cuts N] [--seed S] [--timeout-ms MS]
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bin, build, ensureChromium, root, run } from './lib.mjs';

const { values } = parseArgs({
  options: {
    sales: { type: 'string', default: process.env.FIELD_SALES ?? '200' },
    'power-cuts': { type: 'string', default: process.env.FIELD_POWER_CUTS ?? '12' },
    seed: { type: 'string', default: process.env.FIELD_SEED ?? String(Math.floor(Math.random() * 2 ** 31)) },
    'timeout-ms': { type: 'string', default: process.env.FIELD_TIMEOUT_MS ?? '' },
  },
});

const sales = Number(values.sales);
const powerCuts = Number(values['power-cuts']);
if (!Number.isInteger(sales) || sales < 2 || !Number.isInteger(powerCuts) || powerCuts < 0 || powerCuts > sales) {
  console.error(`--sales must be a whole number from 2 and --power-cuts one from 0 to the sales, got ${values.sales} and ${values['power-cuts']}`);
  process.exit(2);
}
// A sale takes 2-5 s on a busy two-core machine; a power cut (a browser start) 5-15 s more.
const timeoutMs = Number(values['timeout-ms']) || 300_000 + sales * 12_000 + powerCuts * 30_000;

ensureChromium();
if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.log('Building the app (dist/ is missing)...');
  build();
}

const out = path.join(root, '.cache', 'soak-field');
mkdirSync(out, { recursive: true });
const summaryFile = path.join(out, `summary-${values.seed}.json`);
rmSync(summaryFile, { force: true });

console.log(`Field soak: ${sales} sales, ${powerCuts} power cuts, seed ${values.seed}, timeout ${Math.round(timeoutMs / 60_000)} min`);
const started = Date.now();
const code = run(bin('playwright'), ['test', 'e2e/soak/field.spec.ts', '--workers=1', '--retries=0', `--output=${path.join(out, 'results')}`], {
  env: {
    ...process.env,
    FIELD_SALES: String(sales),
    FIELD_POWER_CUTS: String(powerCuts),
    FIELD_SEED: values.seed,
    FIELD_TIMEOUT_MS: String(timeoutMs),
    FIELD_SUMMARY_FILE: summaryFile,
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'playwright.json'),
  },
});
const took = (Date.now() - started) / 1000;

console.log('\n=== Field soak ===');
let last = `FAIL: no summary was written (the run ended before the soak finished). Replay: npm run soak:field -- --sales ${sales} --power-cuts ${powerCuts} --seed ${values.seed}`;
if (existsSync(summaryFile)) {
  const lines = JSON.parse(readFileSync(summaryFile, 'utf8')).text.split('\n');
  last = lines.pop();
  console.log(lines.join('\n'));
}
console.log(`Wall time: ${Math.floor(took / 60)} min ${Math.round(took % 60)} s (Playwright exit ${code})`);
console.log(last);
process.exit(code === 0 && last.startsWith('PASS') ? 0 : code || 1);
