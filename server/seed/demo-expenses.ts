import { type ExpenseProjectRow, uuidv7 } from '@contract';
import { expenseProjects } from '../db/schema';
import { toExpenseProjectRow } from '../replication/finance/expense-rows';
import type { DemoSeedContext } from './demo-seed-context';
import { auditSeededFinanceRows } from './seed-finance-audit';
import { DEMO_SCHOOLS } from './demo-schools';

/**
 * Each demo school's expense projects (支出项目, contract/finance/expenses.ts), named as the demo 报销申请 template's 报销类别
 * options (demo-approvals.ts), so a passed application finds its project by name; each under one of 记账's expense
 * categories. 办公用品 has a budget for 2026-2027.
 */
const PROJECTS: readonly (readonly [string, string, number | null])[] = [
  ['差旅费', '其他', null],
  ['办公用品', '办公用品', 2_000_000],
  ['教学用品', '教玩具', null],
  ['招待费', '其他', null],
  ['其他', '其他', null],
];

export async function seedDemoExpenses({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const caiwu = userIds.get('caiwu') ?? null;
  for (const s of DEMO_SCHOOLS) {
    const inserted = await tx
      .insert(expenseProjects)
      .values(
        PROJECTS.map(([name, category, budget]) => ({
          id: uuidv7(),
          schoolId: s.id,
          name,
          category,
          budgets: budget === null ? [] : [{ schoolYear: '2026-2027', budgetFen: budget }],
        })),
      )
      .returning();
    const rows: ExpenseProjectRow[] = inserted.map(toExpenseProjectRow);
    await auditSeededFinanceRows({ tx, seedAt }, s.id, rows, {
      table: 'expenseProjects',
      entity: 'expenseProject',
      action: '保存支出项目',
      userId: caiwu,
    });
  }
}
