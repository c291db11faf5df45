#!/usr/bin/env node
/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of a built web folder, so the
 * server sends them as they are (server/plugins/web.ts, `preCompressed`) instead of compressing per request, at the
 * best ratio (brotli 11 costs about a second per megabyte: fine once per build, too slow per request).
 * Usage: node scripts/compress-static.mjs dist/web
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats only: images and fonts are compressed already; source maps are read by developer tools alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses one file; a copy that saves less than a tenth is not written (the server then sends the original). */
async function compressFile(path) {
  const raw = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const worth = (copy) => copy.length < raw.length * 0.9;
  await Promise.all([worth(br) && writeFile(`${path}.br`, br), worth(gzipped) && writeFile(`${path}.gz`, gzipped)]);
  return { raw: raw.length, br: worth(br) ? br.length : raw.length };
}

/** Compresses a built folder in place; returns the totals (raw and brotli bytes) of the files it considered. */
export async function compressStatic(dir) {
  const files = [];
  for await (const path of walk(dir)) {
    if (COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES) files.push(path);
  }
  // zlib's asynchronous calls run on libuv's thread pool: a few at a time keep both cores busy.
  const totals = { files: files.length, raw: 0, br: 0 };
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const sizes = await compressFile(path);
        totals.raw += sizes.raw;
        totals.br += sizes.br;
      }
    }),
  );
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/compress-static.mjs <built folder>');
    process.exit(2);
  }
  const t0 = performance.now();
  const { files, raw, br } = await compressStatic(dir);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`compressed ${files} files in ${dir}: ${kib(raw)} → ${kib(br)} brotli (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
