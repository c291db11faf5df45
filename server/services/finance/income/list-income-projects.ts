import { and, asc, count, eq, like } from 'drizzle-orm';
import type { IncomeProjectQuery, IncomeType } from '@contract';
import { incomeProjects } from '../../../db/schema';
import { toIncomeProjectRow } from '../../../replication/finance/income-rows';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SPEC comeIn/project (GET): the school's income projects by name, filtered by name, type and enabled. */
export async function listIncomeProjects(ctx: AuthedContext, q: IncomeProjectQuery) {
  await financeGate(ctx, q.schoolId);
  const name = q.name?.trim();
  const where = and(
    eq(incomeProjects.schoolId, q.schoolId),
    name ? like(incomeProjects.name, `%${escapeLike(name)}%`) : undefined,
    q.type !== undefined ? eq(incomeProjects.type, q.type as IncomeType) : undefined,
    q.enabled ? eq(incomeProjects.enabled, q.enabled === 'true') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(incomeProjects)
      .where(where)
      .orderBy(asc(incomeProjects.name), asc(incomeProjects.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(incomeProjects).where(where),
  ]);
  return { list: rows.map(toIncomeProjectRow), pageNum: q.pageNum, pageSize: q.pageSize, total: total?.n ?? 0 };
}
