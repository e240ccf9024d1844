/** Prints rows as a GitHub markdown table with padded columns. */

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${widths.map((w, i) => (cells[i] ?? '').padEnd(w)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** A benchmark goal: its text with the measured value, and whether it was met. */
export type Goal = [text: string, met: boolean];

export function printGoals(goals: readonly Goal[]): void {
  console.log('');
  for (const [text, met] of goals) console.log(`${met ? 'PASS' : 'MISS'}  ${text}`);
}
