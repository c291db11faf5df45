import { sql } from 'drizzle-orm';
import { type IncomeProjectRow, uuidv7 } from '@contract';
import { financeAuditLog, incomeProjects, users } from '../db/schema';
import { recordChanges } from '../replication/change-log';
import { toIncomeProjectRow } from '../replication/other-income-rows';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
/** name, type (contract/finance/income.ts INCOME_TYPES), remark, enabled. */
const PROJECTS = [
  ['礼堂场地租金', 5, '周末租给艺术培训机构', true],
  ['普惠性幼儿园生均补助', 1, '区教育局按学期拨付', true],
  ['家委会捐赠', 2, '', true],
  ['周末兴趣班', 6, '非在园幼儿参加', true],
  ['银行存款利息', 3, '', false],
] as const;

/**
 * Other income's projects for the kindergarten 101, saved by 财务 (caiwu), so 新增收入 has sources to pick. No income
 * is recorded: the demo's ledger holds the bills' movements only.
 */
export async function seedDemoOtherIncome({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const caiwu = userIds.get('caiwu') ?? null;
  const inserted = await tx
    .insert(incomeProjects)
    .values(PROJECTS.map(([name, type, remark, enabled]) => ({ id: uuidv7(), schoolId: SCHOOL_ID, name, type, remark, enabled })))
    .returning();
  const rows: IncomeProjectRow[] = inserted.map(toIncomeProjectRow);
  await tx.insert(financeAuditLog).values(
    rows.map((row) => ({
      schoolId: SCHOOL_ID,
      entity: 'incomeProject',
      entityId: row.id,
      action: '保存收入项目',
      userId: caiwu,
      userName: sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${caiwu}), '')`,
      at: seedAt,
      before: null,
      after: row as unknown as Record<string, unknown>,
    })),
  );
  await recordChanges(
    tx,
    SCHOOL_ID,
    rows.map((row) => ({ table: 'incomeProjects' as const, op: 'put' as const, row })),
  );
}
