// `npm test`: install what is missing (dependencies, Debian's Chromium), then typecheck,
// lint, unit and integration tests (Vitest), build, and end-to-end tests (Playwright) in
// Chromium against the production build served by the emulator. Ends with one summary line.
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { bin, build, ensureChromium, ensureDependencies, root, run, runOrExit } from './lib.mjs';

ensureDependencies();
ensureChromium();

const reports = path.join(root, '.cache', 'reports');
mkdirSync(reports, { recursive: true });
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');

runOrExit('Typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
runOrExit('Lint', bin('eslint'), ['.', '--max-warnings', '0']);
runOrExit('Lint styles', bin('stylelint'), ['src/**/*.css']);
const unit = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
build();
const e2e = run(bin('playwright'), ['test'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson } });

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
console.log(`\nTests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
process.exit(unit !== 0 ? unit : e2e);
