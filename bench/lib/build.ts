/**
 * The production build the benchmarks serve: `dist/` as `npm run build` leaves it, built with
 * `npx vite build` when it is missing (or when `--build` is passed, so a stale build from
 * before a source change is not measured by mistake).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');

export function ensureBuilt(force = process.argv.includes('--build')): string {
  if (!force && existsSync(path.join(DIST, 'index.html'))) return DIST;
  console.error(force ? 'Building the app (--build)…' : 'dist/ is missing: building the app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  return DIST;
}

/**
 * A private copy of the build for one benchmark run, so a rebuild of `dist/` while it runs
 * (the tree is shared) cannot serve half-replaced files.
 */
export async function snapshotBuild(dist: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-dist-'));
  await cp(dist, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Runs `measure` on a private copy of the build (built first when missing), removed after. */
export async function measureBuild(measure: (dist: string) => Promise<void>): Promise<void> {
  const build = await snapshotBuild(ensureBuilt());
  try {
    await measure(build.dir);
  } finally {
    await build.remove();
  }
}

/** The entry script named in the build's index.html, to tell which build was measured. */
export function buildLabel(dir: string): string {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  return /<script\b[^>]*\bsrc=["']([^"']+)["']/i.exec(html)?.[1] ?? 'unknown build';
}

/** The machine's 1-minute load average and core count: benchmarks on a busy machine read slow. */
export function machineLoad(): string {
  return `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
}
