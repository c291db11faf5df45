import { type PullResponse, SYNC_SCHEMA_VERSION } from '@contract';
import { describe, expect, it } from 'vitest';
import { applyPullPage } from '../../sync/apply-pull';
import { newDevice, openDb } from './helpers/client';

const S = 101;
const message = (id: string, createTime: string) => ({
  table: 'chatRecords',
  op: 'put' as const,
  row: {
    id,
    schoolId: S,
    classId: '01890000-0000-7000-8000-0000000000c1',
    senderUserId: null,
    senderName: '家长',
    senderImg: '',
    contentType: 1,
    content: id,
    voiceImg: '',
    createTime,
  },
});
const page = (cursor: number, windowStart: string, changes: PullResponse['changes'] = []): PullResponse => ({
  cursors: { chatHistory: cursor },
  scopes: ['chatHistory'],
  locked: [],
  unlocks: {},
  rights: '',
  windows: { chatHistory: windowStart },
  lastMutationId: 0,
  changes,
  more: false,
  reset: false,
  horizon: 0,
});

describe('a windowed scope on the device (sync/prune-window.ts)', () => {
  it('drops the rows dated before the window when it moves, without a reset, and keeps the rest', async () => {
    const db = openDb(newDevice());
    await db.syncState.put({ schoolId: S, cursors: {}, lastMutationId: 0, lastSyncedAt: null, lost: false, schema: SYNC_SCHEMA_VERSION });
    const first = page(10, '2026-02-01', [
      message('01890000-0000-7000-8000-000000000001', '2026-03-01T08:00:00.000Z'),
      message('01890000-0000-7000-8000-000000000002', '2026-09-01T08:00:00.000Z'),
    ]);
    expect(await applyPullPage(db, S, {}, first, 1)).toBe('applied');
    expect(await db.table('chatRecords').count()).toBe(2);

    // Nothing new, but the term turned: the window starts at 2026-08-01 now.
    expect(await applyPullPage(db, S, { chatHistory: 10 }, page(10, '2026-08-01'), 2)).toBe('applied');
    const left = await db.table('chatRecords').toArray();
    expect(left.map((r) => r.content)).toEqual(['01890000-0000-7000-8000-000000000002']);
    expect((await db.syncState.get(S))?.windows).toEqual({ chatHistory: '2026-08-01' });
    expect((await db.syncState.get(S))?.cursors).toEqual({ chatHistory: 10 });
  });
});
