import { BookMsg, type BookEntryRow, uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import { mutate } from '../../sync/mutate';
import { financeDb } from './helpers/client';

const S = 101;
const entry = (extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  schoolId: S,
  type: 2 as 1 | 2,
  category: '水电费',
  amountFen: 124_835,
  day: '2026-11-20',
  pictures: ['pending-upload:0195c2a0-7c4e-7000-8000-000000000001'],
  remark: ' 10月水电费 ',
  ...extra,
});
/** A row as the server's pull would bring it (approved by someone else). */
const serverRow = (e: ReturnType<typeof entry>, state: 0 | 1 | 2): BookEntryRow => ({
  ...(e as unknown as BookEntryRow),
  remark: '10月水电费',
  state,
  recorderId: 3,
  recorderName: '张敏',
  reviewerId: state === 0 ? null : 1,
  reviewerName: state === 0 ? '' : '王丽华',
  reviewedAt: state === 0 ? null : '2026-11-21T02:00:00.000Z',
  rejectReason: state === 2 ? '凭证不清' : '',
});

describe('bookkeeping mutator (bookEntry.save)', () => {
  it('drafts an entry offline in fen, unreviewed, with its pictures waiting on the device and the recorder left to the server', async () => {
    const db = await financeDb();
    const e = entry();
    expect(await mutate(db, 'bookEntry.save', e)).toBe(1);
    expect(await db.table('bookEntries').get(e.id)).toEqual({
      ...e,
      remark: '10月水电费',
      state: 0,
      recorderId: null,
      recorderName: '',
      reviewerId: null,
      reviewerName: '',
      reviewedAt: null,
      rejectReason: '',
    });
    expect((await db.outbox.toArray()).map((r) => r.name)).toEqual(['bookEntry.save']);
  });

  it('refuses bad input and what the server refuses, with its words, changing nothing', async () => {
    const db = await financeDb();
    await expect(mutate(db, 'bookEntry.save', entry({ amountFen: 0 }))).rejects.toThrow(BookMsg.amountRange);
    await expect(mutate(db, 'bookEntry.save', entry({ amountFen: 1.5 }))).rejects.toThrow(BookMsg.amount);
    await expect(mutate(db, 'bookEntry.save', entry({ category: '政府补贴' }))).rejects.toThrow(BookMsg.category);
    await expect(mutate(db, 'bookEntry.save', entry({ pictures: Array(10).fill('/demo/website/cover-1.svg') }))).rejects.toThrow(
      BookMsg.pictures,
    );
    await expect(mutate(db, 'bookEntry.save', entry({ day: '2999-01-01' }))).rejects.toThrow(BookMsg.future);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.table('bookEntries').count()).toBe(0);
  });

  it('an approved entry is never edited; a rejected one goes back to 未审核 keeping its 记账人', async () => {
    const db = await financeDb();
    const approved = entry();
    const rejected = entry();
    await db.table('bookEntries').bulkPut([serverRow(approved, 1), serverRow(rejected, 2)]);
    await expect(mutate(db, 'bookEntry.save', { ...approved, amountFen: 1 })).rejects.toThrow(BookMsg.reviewedEdit);
    expect(await db.table('bookEntries').get(approved.id)).toMatchObject({ amountFen: 124_835, state: 1 });
    await mutate(db, 'bookEntry.save', { ...rejected, amountFen: 120_000 });
    expect(await db.table('bookEntries').get(rejected.id)).toMatchObject({
      amountFen: 120_000,
      state: 0,
      recorderName: '张敏',
      reviewerName: '',
      rejectReason: '',
    });
  });

  it('another school’s entry is as good as missing', async () => {
    const db = await financeDb();
    const theirs = entry({ schoolId: 102 });
    await db.table('bookEntries').put(serverRow(theirs, 0));
    await expect(mutate(db, 'bookEntry.save', { ...theirs, schoolId: S })).rejects.toThrow('数据不存在或已被删除');
  });
});
