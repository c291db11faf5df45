import { describe, expect, it } from 'vitest';
import { readThrough } from '../../sync/read-through';
import { clearSchoolRows } from '../../sync/school-data';
import { ALL_TABLES } from '../../sync/db';
import { newDevice, openDb } from './helpers/client';

const what = { schoolId: 101, scope: 'chatHistory' as const, key: 'chatHistory:c1:before:2026-02-01:page:1' };

describe('read-through pages of rows older than the sync window (sync/read-through.ts)', () => {
  it('keeps what was read online and gives it back offline', async () => {
    const db = openDb(newDevice());
    expect(await readThrough(db, what, async () => ['旧消息'], true)).toEqual(['旧消息']);
    expect(await readThrough(db, what, () => Promise.reject(new Error('offline: never asked')), false)).toEqual(['旧消息']);
  });

  it('reads the server again when online, and falls back to the kept page when it cannot be reached', async () => {
    const db = openDb(newDevice());
    await readThrough(db, what, async () => ['第一次'], true);
    expect(await readThrough(db, what, async () => ['第二次'], true)).toEqual(['第二次']);
    expect(await readThrough(db, what, () => Promise.reject(new Error('网络繁忙')), true)).toEqual(['第二次']);
  });

  it('answers nothing offline for a page never read, and passes the failure on when online', async () => {
    const db = openDb(newDevice());
    expect(await readThrough(db, what, async () => ['x'], false)).toBeUndefined();
    await expect(readThrough(db, what, () => Promise.reject(new Error('网络繁忙')), true)).rejects.toThrow('网络繁忙');
  });

  it('leaves with the school’s rows (a reset or a lost school)', async () => {
    const db = openDb(newDevice());
    await readThrough(db, what, async () => ['旧消息'], true);
    await db.transaction('rw', ALL_TABLES, () => clearSchoolRows(db, 101));
    expect(await readThrough(db, what, async () => [], false)).toBeUndefined();
  });
});
