/**
 * A small seeded generator (mulberry32): the same seed gives the same soak plan on every
 * machine, so a failing run is replayed by its seed alone.
 */

export interface Rng {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the choices, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of choices) {
        r -= w;
        if (r < 0) return value;
      }
      const last = choices[choices.length - 1];
      if (!last) throw new RangeError('weighted pick from an empty list');
      return last[0];
    },
  };
  return rng;
}

/** A seed from text: a number as given, anything else hashed; a fresh one when empty. */
export function seedFrom(text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback >>> 0;
  const n = Number(text);
  if (Number.isInteger(n)) return n >>> 0;
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
