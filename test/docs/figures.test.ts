/**
 * A benchmark figure lives in one place: its dated file in bench/results/ and the table of
 * bench/README.md. The other docs link there and state no measured time or size of their own
 * ("153.1 KB", "1.2 s", "4 min 8 s", "1.19x", "about 253 MB"), so two docs can never give two
 * figures for one measurement. A setting or a limit the code holds ("a request is given up
 * after 15 s", "44 px") is no measurement: whole numbers of a unit are not matched, save after
 * "about", "took" or "takes", which mark a measurement.
 */
import { describe, expect, test } from 'vitest';
import { DOCS_OUTSIDE_BENCH, read } from './docs';

const UNIT = String.raw`(?:[KMG]i?B|kB|ms|s|seconds?|min|minutes?|hours?)`;
/** The ways a doc states a measured figure. */
const MEASURED: readonly RegExp[] = [
  new RegExp(String.raw`\b\d[\d,]*\.\d+ ?${UNIT}(?![\w/])`, 'g'), // 153.1 KB, 1.2 s
  new RegExp(String.raw`\b\d+\.\d+ ?[x×](?![\w])(?! ?\d)`, 'g'), // 1.19x of the floor (not 1280 x 800)
  new RegExp(String.raw`\b\d+ ?min \d+ ?s\b`, 'g'), // 4 min 8 s
  new RegExp(String.raw`\b(?:about|roughly|took|takes|measured at) \d[\d,.½¼¾]* ?${UNIT}(?![\w/])`, 'gi'), // about 253 MB, takes about 3½ minutes
];

/** The measured figures a piece of text states. */
export function measuredFigures(text: string): string[] {
  const found = MEASURED.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, figure: m[0] })));
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  let end = -1;
  return found.filter((f) => f.start >= end && (end = f.end) > -1).map((f) => f.figure);
}

describe('benchmark figures live in bench/ alone', () => {
  test('no doc outside bench/ states a measured time or size: it links to bench/results/ instead', () => {
    const stated = DOCS_OUTSIDE_BENCH.flatMap((doc) =>
      read(doc)
        .split('\n')
        .flatMap((line, i) => measuredFigures(line).map((figure) => `${doc}:${i + 1}: "${figure}"`)),
    );
    expect(stated, 'state the figure in bench/README.md or a dated file of bench/results/, and link to it').toEqual([]);
  });

  test('the figures a measurement gives are found; a setting, a size on screen or a count is not', () => {
    expect(measuredFigures('the first load is 153.1 KB; a tap took 1.2 s')).toEqual(['153.1 KB', 'took 1.2 s']);
    expect(measuredFigures('finishes in 4 min 8 s, 1.19x of the floor')).toEqual(['4 min 8 s', '1.19x']);
    expect(measuredFigures('moves about 253 MB and takes about 3½ minutes')).toEqual(['about 253 MB', 'about 3½ minutes']);
    expect(measuredFigures('takes 3½ minutes')).toEqual(['takes 3½ minutes']);
    expect(measuredFigures('given up after 15 s; buttons of 44 px; 200,000 products; 80 mm paper; 0.5 of a unit; every 60 s; 1280 x 800; 2 × 1.500')).toEqual([]);
  });
});
