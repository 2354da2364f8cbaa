/**
 * Seeded randomness for the golf rules (flights, lucky draws, vote frames).
 *
 * Every rule that needs chance takes an {@link Rng} argument instead of calling
 * `Math.random`, so a stored seed reproduces the same draw and tests are deterministic.
 */

/** A source of uniform numbers in [0, 1), like `Math.random`. */
export type Rng = () => number;

/**
 * A small, fast, seeded generator (mulberry32). The same seed always yields the same sequence.
 *
 * @example
 * const rng = seededRng(42);
 * rng(); // 0.6011037519201636, every time
 */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export function randomIndex(rng: Rng, n: number): number {
  return Math.min(n - 1, Math.floor(rng() * n));
}

/** A shuffled copy (Fisher–Yates); the input is left untouched. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(rng, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
