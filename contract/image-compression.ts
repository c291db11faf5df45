/**
 * SPEC §9 image compression, the rules the image worker applies. Apart from uploads.ts, which re-exports them, because
 * that file builds zod schemas at load and the worker, which checks none, would carry zod (~90 KiB) for three numbers.
 */

const MB = 1024 * 1024;
const KB = 1024;

/** SPEC §9: compression quality by original size, largest threshold first. Images up to 300 KB are kept as they are. */
export const COMPRESSION_QUALITY: ReadonlyArray<readonly [overBytes: number, quality: number]> = [
  [15 * MB, 0.1],
  [10 * MB, 0.2],
  [5 * MB, 0.3],
  [1 * MB, 0.4],
  [500 * KB, 0.5],
  [300 * KB, 0.6],
  [150 * KB, 0.8],
];
export const COMPRESS_OVER_BYTES = 300 * KB;
/** "under about 0.29 MB" */
export const COMPRESSED_MAX_MB = 0.29;
export const IMAGE_MAX_SIDE = 1920;
export function compressionQuality(bytes: number): number {
  for (const [over, quality] of COMPRESSION_QUALITY) if (bytes > over) return quality;
  return 1;
}
