/**
 * Reads a version 3 source map far enough to turn a generated (line, column) into the
 * original source file and line: the `mappings` VLQ decoded into sorted segments per line.
 */
import { readFileSync } from 'node:fs';

interface RawMap {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

export interface OriginalPosition {
  source: string;
  line: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** [generatedColumn, sourceIndex, originalLine] per segment, per generated line. */
type Segment = [number, number, number];

function decodeVlq(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ digit ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

export class SourceMap {
  private readonly lines: Segment[][] = [];
  private readonly sources: string[];

  constructor(raw: RawMap) {
    this.sources = raw.sources.map((s) => (raw.sourceRoot ?? '') + s);
    let source = 0;
    let originalLine = 0;
    for (const line of raw.mappings.split(';')) {
      const segments: Segment[] = [];
      let column = 0;
      for (const part of line.split(',')) {
        if (part === '') continue;
        const fields = decodeVlq(part);
        column += fields[0] ?? 0;
        if (fields.length >= 4) {
          source += fields[1] ?? 0;
          originalLine += fields[2] ?? 0;
          segments.push([column, source, originalLine]);
        }
      }
      this.lines.push(segments);
    }
  }

  static read(file: string): SourceMap | null {
    try {
      return new SourceMap(JSON.parse(readFileSync(file, 'utf8')) as RawMap);
    } catch {
      return null;
    }
  }

  /**
   * Generated characters per original source: each mapped segment counts up to the next
   * segment on its line (or the line's end). Unmapped characters are left out.
   */
  charsBySource(generated: string): Map<string, number> {
    const out = new Map<string, number>();
    const lines = generated.split('\n');
    this.lines.forEach((segments, i) => {
      const length = lines[i]?.length ?? 0;
      segments.forEach((seg, j) => {
        const end = segments[j + 1]?.[0] ?? length;
        const source = this.sources[seg[1]] ?? '?';
        out.set(source, (out.get(source) ?? 0) + Math.max(0, end - seg[0]));
      });
    });
    return out;
  }

  /** Zero-based generated position; one-based original line. */
  lookup(line: number, column: number): OriginalPosition | null {
    const segments = this.lines[line];
    if (!segments || segments.length === 0) return null;
    let lo = 0;
    let hi = segments.length - 1;
    let found: Segment | null = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const seg = segments[mid]!;
      if (seg[0] <= column) {
        found = seg;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    found ??= segments[0]!;
    return { source: this.sources[found[1]] ?? '?', line: found[2] + 1 };
  }
}
