/** Compresses a built folder in place (brotli and gzip beside each text file); totals of the files considered. */
export function compressStatic(dir: string): Promise<{ files: number; raw: number; br: number }>;
