import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's buffer cache (PostgreSQL's shared_buffers). PGlite keeps initdb's 128MB, and its WASM build zeroes all
 * shared memory when it starts, so those pages stay resident for the life of the process: 145 MB of the idle server's
 * RSS. 32MB holds the hot tables of a school's database (sessions, users, menus, the change log's recent pages); a
 * miss reads the data folder through the OS page cache, not the disk. docs/decisions.md, "PGlite's memory".
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

const UNIT_KB = { kB: 1, MB: 1024, GB: 1024 * 1024 } as const;

/**
 * A buffer cache size PGlite can start with, in PostgreSQL's units: at least 128kB (PostgreSQL's minimum) and at
 * most 1GB (PGlite's WASM memory stops at 2 GiB, and the server's queries need room beside the cache).
 */
export function isPgliteSharedBuffers(size: string): boolean {
  const m = /^([1-9]\d*)(kB|MB|GB)$/.exec(size);
  if (!m) return false;
  const kb = Number(m[1]) * UNIT_KB[m[2] as keyof typeof UNIT_KB];
  return kb >= 128 && kb <= 1024 * 1024;
}

/** PGlite's own start parameters (single user, no parallel workers…) with our buffer cache. */
export function pgliteStartParams(sharedBuffers: string = PGLITE_SHARED_BUFFERS): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}
