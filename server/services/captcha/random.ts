import { randomInt } from 'node:crypto';

/** Uniform float in [min, max). Positions that are the answer come from crypto, so they cannot be predicted. */
export const between = (min: number, max: number): number => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
export const intBetween = (min: number, max: number): number => randomInt(min, max + 1);
export const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)] as T;

/** k distinct items in random order. */
export function sample<T>(items: readonly T[], k: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, k);
}
