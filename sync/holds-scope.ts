import type { SchoolSyncState } from './db';

/**
 * Whether the device holds the scope's rows: pulled (a cursor) and not sealed since (sync/sealed.ts). Its own file:
 * the shell's finance gate reads it, and sealed.ts's mutation table would bring every area's contract into the shell.
 */
export const holdsScope = (state: SchoolSyncState | undefined, scope: string): boolean =>
  !!state && scope in (state.cursors ?? {}) && !(state.sealed ?? []).includes(scope);
