/**
 * Keeps floating-point money out of `src`: `parseFloat(`, `Number(` and `.toFixed(` applied
 * to a price-like name anywhere but the money modules (`src/core/money.ts`, and
 * `src/core/moneyDecimal.ts`, which crosses between decimal text and numbers).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** The money modules: money.ts, and moneyDecimal.ts for the wire's and the keypads' decimals. */
const ALLOWED = new Set(['src/core/money.ts', 'src/core/moneyDecimal.ts']);

/** Whole words of an identifier that name money; `unit_price`, `orderTotal`, `amountText` match. */
const MONEY_WORDS = new Set([
  'price', 'prices', 'amount', 'amounts', 'total', 'totals', 'subtotal', 'subtotals',
  'discount', 'money', 'tendered', 'cash', 'cost', 'costs', 'fee', 'fees', 'paid', 'balance',
]);

function isPriceLike(code: string): boolean {
  for (const identifier of code.match(/[A-Za-z_$][\w$]*/g) ?? []) {
    const words = identifier.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[_$]+/);
    if (words.some((w) => MONEY_WORDS.has(w))) return true;
  }
  return false;
}

/** Blanks comments (keeping line breaks) so a comment quoting an example is not flagged. */
function withoutComments(source: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (quote) {
      out += c;
      if (c === '\\') out += source[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') {
      quote = c;
      out += c;
    } else if (source.startsWith('//', i) || source.startsWith('/*', i)) {
      const end = source.startsWith('//', i) ? source.indexOf('\n', i) : source.indexOf('*/', i) + 2;
      const stop = end <= 1 ? source.length : end;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop - 1;
    } else {
      out += c;
    }
  }
  return out;
}

/** The text inside the parentheses opening at `open`. */
function argumentAt(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0) return code.slice(open + 1, i);
  }
  return code.slice(open + 1);
}

/** The expression `.toFixed` is called on: `line.total`, `(price * qty)`, `items[0].amount`. */
function receiverBefore(code: string, dot: number): string {
  let i = dot - 1;
  while (i >= 0 && /\s/.test(code[i] as string)) i--;
  const end = i + 1;
  while (i >= 0) {
    const c = code[i] as string;
    if (c === ')' || c === ']') {
      const open = c === ')' ? '(' : '[';
      let depth = 0;
      for (; i >= 0; i--) {
        if (code[i] === c) depth++;
        else if (code[i] === open && --depth === 0) break;
      }
      i--;
    } else if (/[\w$.?]/.test(c)) {
      i--;
    } else {
      break;
    }
  }
  return code.slice(i + 1, end);
}

/** Each float conversion of a price-like value: its 1-based line and the offending code. */
function floatMoneyUses(source: string): { line: number; code: string }[] {
  const code = withoutComments(source);
  const found: { line: number; code: string }[] = [];
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  for (const m of code.matchAll(/\b(parseFloat|Number)\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    const argument = argumentAt(code, open);
    if (isPriceLike(argument)) found.push({ line: lineOf(m.index), code: `${m[1]}(${argument.trim()})` });
  }
  for (const m of code.matchAll(/\.\s*toFixed\s*\(/g)) {
    const receiver = receiverBefore(code, m.index);
    if (isPriceLike(receiver)) found.push({ line: lineOf(m.index), code: `${receiver}.toFixed(...)` });
  }
  return found.sort((a, b) => a.line - b.line);
}

describe('the scan finds float conversions of money and nothing else', () => {
  test.each([
    ['parseFloat of a price', 'const p = parseFloat(priceText);', [1]],
    ['Number.parseFloat of an amount', 'x = Number.parseFloat(amountInput)', [1]],
    ['Number of a snake_case price field', 'const u = Number(line.unit_price);', [1]],
    ['toFixed on a total', 'label = order.total.toFixed(2);', [1]],
    ['toFixed on a bracketed product', 'label = (price * qty).toFixed(2);', [1]],
    ['toFixed on an indexed amount', 'x = items[0].amount.toFixed(3)', [1]],
    ['inside a template literal', 'const s = `${Number(cart.subtotal).toFixed(3)} KWD`;', [1, 1]],
    ['spread over lines, reported where the call starts', 'const a = 1;\nconst b = Number(\n  discountText,\n);', [2]],
    ['Number of a quantity', 'const q = Number(event.target.value);', []],
    ['toFixed on a weight', 'const kg = (grams / 1000).toFixed(3);', []],
    ['Number.isSafeInteger of a price', 'Number.isSafeInteger(price)', []],
    ['a function merely ending in Number', 'toNumber(price)', []],
    ['a line comment', '// never Number(price)\nconst a = 1;', []],
    ['a block comment', '/* parseFloat(amount) is banned */ const a = 1;', []],
    ['a comment marker inside a string', "const url = 'http://x'; const n = Number(quantity);", []],
  ] as const)('%s', (_case, source, lines) => {
    expect(floatMoneyUses(source).map((f) => f.line)).toEqual(lines);
  });
});

test('no source file outside src/core/money.ts turns money into a float', () => {
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .map((f) => relative(ROOT, join(ROOT, 'src', f)).split('\\').join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !ALLOWED.has(f));
  expect(files.length).toBeGreaterThan(0);
  const offences = files.flatMap((file) =>
    floatMoneyUses(readFileSync(join(ROOT, file), 'utf8')).map((f) => `${file}:${f.line}: ${f.code}`),
  );
  expect(offences, `use src/core/money.ts instead:\n${offences.join('\n')}`).toEqual([]);
});
