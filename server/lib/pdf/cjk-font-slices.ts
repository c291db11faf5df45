import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { woffToSfnt } from './woff';

/**
 * Noto Sans SC as @fontsource ships it: about a hundred WOFF files per weight, each covering a unicode range (the
 * ranges are read from the package's CSS). A PDF embeds only the slices its text needs, each subset to the glyphs
 * used (server/lib/pdf/pdf-doc.ts), so an invoice carries tens of kilobytes of font, not the 10 MB face.
 */
export type PdfWeight = 400 | 700;

export interface FontSlice {
  /** The slice's file, e.g. noto-sans-sc-119-400-normal.woff. */
  file: string;
  ranges: Array<[number, number]>;
}

const require = createRequire(import.meta.url);
let packageDir: string | undefined;
const fontPackageDir = () => {
  packageDir ??= dirname(require.resolve('@fontsource/noto-sans-sc/package.json'));
  return packageDir;
};

const parseRange = (part: string): [number, number] => {
  const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
  const start = Number.parseInt(from, 16);
  return [start, to ? Number.parseInt(to, 16) : start];
};

/** The slices of one weight, in the CSS's order (a character listed by two slices takes the one already in use). */
export function parseFontSlices(css: string): FontSlice[] {
  const slices: FontSlice[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    // The WOFF (zlib) file rather than WOFF2: node inflates it (./woff.ts), no brotli decoder needed.
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (file && range) slices.push({ file, ranges: range.split(',').map(parseRange) });
  }
  return slices;
}

const slicesByWeight = new Map<PdfWeight, FontSlice[]>();
export function fontSlices(weight: PdfWeight): FontSlice[] {
  let slices = slicesByWeight.get(weight);
  if (!slices) {
    slices = parseFontSlices(readFileSync(join(fontPackageDir(), `${weight}.css`), 'utf8'));
    slicesByWeight.set(weight, slices);
  }
  return slices;
}

const covers = (slice: FontSlice, code: number) => slice.ranges.some(([a, b]) => code >= a && code <= b);

/**
 * Which slice draws each character of `text`: one already chosen when it covers the character, else the first that
 * does. Characters no slice covers map to undefined (the caller draws them with the Latin slice as a last resort).
 */
export function sliceFor(code: number, weight: PdfWeight, preferred: Iterable<string>): FontSlice | undefined {
  const slices = fontSlices(weight);
  for (const file of preferred) {
    const slice = slices.find((s) => s.file === file);
    if (slice && covers(slice, code)) return slice;
  }
  return slices.find((s) => covers(s, code));
}

const bytesCache = new Map<string, Uint8Array>();
/** A slice as OpenType bytes, read once per process (the WOFF slices are 20–60 kB each). */
export function sliceBytes(file: string): Uint8Array {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = woffToSfnt(new Uint8Array(readFileSync(join(fontPackageDir(), 'files', file))));
    bytesCache.set(file, bytes);
  }
  return bytes;
}
