import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { OperationLog, OperationLogQuery, Paged } from '@contract';
import { selectPage } from '../../db/select-page';
import { operationLogs } from '../../db/schema';
import { chinaDayStart, formatDateTime } from '../../lib/format';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';

const nextChinaDay = (day: string): Date => new Date(chinaDayStart(day).getTime() + 24 * 60 * 60 * 1000);

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The school's operation log, newest first, filtered by operator name, module and a day range. */
export async function listOperationLogs(ctx: AuthedContext, input: OperationLogQuery): Promise<Paged<OperationLog>> {
  const schoolId = input.schoolId ?? ctx.session.schoolId;
  assertSchoolInScope(ctx, schoolId);
  const where: SQL[] = [eq(operationLogs.schoolId, schoolId)];
  if (input.userName) where.push(ilike(operationLogs.userName, `%${escapeLike(input.userName)}%`));
  if (input.module) where.push(eq(operationLogs.module, input.module));
  if (input.startDate) where.push(gte(operationLogs.createdAt, chinaDayStart(input.startDate)));
  if (input.endDate) where.push(lt(operationLogs.createdAt, nextChinaDay(input.endDate)));
  const { rows, total } = await selectPage(ctx.db, operationLogs, {
    where: and(...where),
    order: [desc(operationLogs.createdAt), desc(operationLogs.id)],
    page: input.pageNum,
    size: input.pageSize,
  });
  return {
    list: rows.map((r) => ({
      id: r.id,
      userName: r.userName,
      module: r.module,
      action: r.action,
      detail: r.detail,
      ip: r.ip,
      createTime: formatDateTime(r.createdAt),
    })),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    total,
  };
}
