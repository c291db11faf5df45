import type { MantineColorsTuple } from '@mantine/core';

const parse = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (rgb: number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: [number, number, number], b: [number, number, number], t: number) => toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * t));

/** Ten Mantine shades around one colour: it becomes shade 7 (the app's primary shade), lighter above, darker below. */
export function paletteFrom(hex: string): MantineColorsTuple {
  const base = parse(hex);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  return [
    mix(base, white, 0.93),
    mix(base, white, 0.84),
    mix(base, white, 0.7),
    mix(base, white, 0.54),
    mix(base, white, 0.38),
    mix(base, white, 0.22),
    mix(base, white, 0.1),
    hex,
    mix(base, black, 0.12),
    mix(base, black, 0.24),
  ];
}
