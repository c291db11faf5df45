import { type BookEntryRow, uuidv7 } from '@contract';
import { bookEntries } from '../db/schema';
import { chinaDay } from '../lib/format';
import { toBookEntryRow } from '../replication/finance/book-rows';
import type { DemoSeedContext } from './demo-seed-context';
import { auditSeededFinanceRows, seededUserName } from './seed-finance-audit';

const SCHOOL_ID = 101;
const DAY_MS = 86_400_000;
/** type, category, fen, days ago, remark, rejected with this reason ('' : not reviewed). */
const ENTRIES = [
  [2, '食材采购', 386_620, 9, '11月第2周蔬菜、肉类采购（附供应商送货单）', ''],
  [2, '水电费', 124_835, 6, '10月水电费', ''],
  [1, '捐赠', 500_000, 4, '家委会捐赠图书角书架', ''],
  [2, '教玩具', 68_900, 2, '小班区角玩具', '发票抬头不是本园，请重新开具后再提交'],
] as const;

/**
 * A few bookkeeping entries for the kindergarten 101 (contract/finance/books.ts), recorded by 财务 (caiwu): waiting
 * for review, and one sent back. None is approved, so the demo's ledger holds the bills' movements only.
 */
export async function seedDemoFinanceBooks({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const caiwu = userIds.get('caiwu') ?? null;
  const boss = userIds.get('yuanzhang') ?? null;
  const inserted = await tx
    .insert(bookEntries)
    .values(
      ENTRIES.map(([type, category, amountFen, ago, remark, rejected]) => ({
        id: uuidv7(),
        schoolId: SCHOOL_ID,
        type,
        category,
        amountFen,
        day: chinaDay(new Date(seedAt.getTime() - ago * DAY_MS)),
        pictures: [],
        remark,
        state: rejected ? (2 as const) : (0 as const),
        recorderId: caiwu,
        recorderName: seededUserName(caiwu),
        ...(rejected ? { reviewerId: boss, reviewerName: seededUserName(boss), reviewedAt: seedAt, rejectReason: rejected } : {}),
      })),
    )
    .returning();
  const rows: BookEntryRow[] = inserted.map(toBookEntryRow);
  await auditSeededFinanceRows({ tx, seedAt }, SCHOOL_ID, rows, {
    table: 'bookEntries',
    entity: 'bookEntry',
    action: '保存记账',
    userId: caiwu,
  });
}
