import { type IncomeProjectRow, uuidv7 } from '@contract';
import { incomeProjects } from '../db/schema';
import { toIncomeProjectRow } from '../replication/finance/income-rows';
import type { DemoSeedContext } from './demo-seed-context';
import { auditSeededFinanceRows } from './seed-finance-audit';

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
  await auditSeededFinanceRows({ tx, seedAt }, SCHOOL_ID, rows, {
    table: 'incomeProjects',
    entity: 'incomeProject',
    action: '保存收入项目',
    userId: caiwu,
  });
}
