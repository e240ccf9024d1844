// Shared steps of `npm start` and `npm test`: they must work as the first command on a
// fresh clone, so they run on plain Node and install what is missing themselves.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

/** `run` without blocking: resolves with the exit code, so two single-threaded checks share the cores. */
export function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

export function runOrExit(label, cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n${label} failed (exit ${code}).`);
    process.exit(code);
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('Installing dependencies (npm ci)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  runOrExit('npm ci', npm, ['ci', '--no-audit', '--no-fund']);
}

export const CHROMIUM = '/usr/bin/chromium';

/** Playwright drives Debian's Chromium; downloading a browser build is not possible here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package and run again:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium (apt-get install chromium)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runOrExit('apt-get update', 'apt-get', ['update'], { env });
  runOrExit('apt-get install chromium', 'apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}

export function build() {
  runOrExit('Build', bin('vite'), ['build', '--logLevel', 'warn']);
}
