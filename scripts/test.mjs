// `npm test`: install what is missing (dependencies, Debian's Chromium), then typecheck,
// lint, unit and integration tests (Vitest), build, and end-to-end tests (Playwright) in
// Chromium against the production build served by the emulator. Ends with one summary line.
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { bin, build, ensureChromium, ensureDependencies, root, run, runAsync } from './lib.mjs';

ensureDependencies();
ensureChromium();

const reports = path.join(root, '.cache', 'reports');
mkdirSync(reports, { recursive: true });
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');

// Each phase's wall time, printed with the summary: where a slow run spent its minutes
// (bench/results holds the measured shares and the machine's load).
const took = [];
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
function timed(label, phase) {
  const start = Date.now();
  const result = phase();
  took.push(`${label} ${seconds(start)}`);
  return result;
}

// The typecheck and the linters are single-threaded: they run side by side on two cores.
async function check(label, cmd, args) {
  const start = Date.now();
  const code = await runAsync(cmd, args);
  took.push(`${label} ${seconds(start)}`);
  if (code !== 0) console.error(`\n${label} failed (exit ${code}).`);
  return code;
}
const checks = await Promise.all([
  check('typecheck', bin('tsc'), ['--noEmit', '-p', '.']),
  check('eslint', bin('eslint'), ['.', '--max-warnings', '0']).then((code) => code || check('stylelint', bin('stylelint'), ['src/**/*.css'])),
]);
const failedCheck = checks.find((code) => code !== 0);
if (failedCheck !== undefined) process.exit(failedCheck);
const unit = timed('vitest', () => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]));
timed('build', () => build());
const e2e = timed('playwright', () => run(bin('playwright'), ['test'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson } }));

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (existsSync(playwrightJson)) {
    const s = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

const c = counts();
if ((unit !== 0 || e2e !== 0) && c.failed === 0) c.failed = 1; // a runner failed before counting
console.log(`\nTook: ${took.join(' · ')} · total ${seconds(started)}`);
console.log(`Tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
process.exit(unit !== 0 ? unit : e2e);
