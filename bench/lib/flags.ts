/** Command-line flags shared by the benchmark runners (`--name=value`). */

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

export function numberFlag(name: string, fallback: number): number {
  const value = Number(flag(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** `--sizes=1000,10000`: catalog sizes to run, in the order given. */
export function sizesFlag(fallback: readonly number[]): number[] {
  const list = flag('sizes')?.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return list && list.length > 0 ? list : [...fallback];
}
