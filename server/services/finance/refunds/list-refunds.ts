import { RefundMsg, type RefundListQuery, type RefundRecordRow } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { refundRecordOrFail, schoolRefundGroups, schoolRefundItems, schoolRefundRecords } from './refund-rows';

const page = <T>(rows: T[], q: RefundListQuery) => ({
  list: rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize),
  pageNum: q.pageNum,
  pageSize: q.pageSize,
  total: rows.length,
});

/** SPEC /park/finance/refundItem (GET): the school's refund items, by name and validity. */
export async function listRefundItems(ctx: AuthedContext, q: RefundListQuery) {
  await financeGate(ctx, q.schoolId);
  const name = q.name?.trim();
  const rows = (await schoolRefundItems(ctx.db, q.schoolId))
    .filter((i) => (!name || i.name.includes(name)) && (!q.validity || i.validity === q.validity))
    .sort((a, b) => a.validity - b.validity || a.name.localeCompare(b.name, 'zh-CN'));
  return page(rows, q);
}

/** SPEC refundItemList: the valid refund items (a group's choices). */
export async function refundItemList(ctx: AuthedContext, q: { schoolId: number }) {
  await financeGate(ctx, q.schoolId);
  return (await schoolRefundItems(ctx.db, q.schoolId))
    .filter((i) => i.validity === 1)
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}

/** SPEC /park/finance/refundGroup (GET). */
export async function listRefundGroups(ctx: AuthedContext, q: RefundListQuery) {
  await financeGate(ctx, q.schoolId);
  const name = q.name?.trim();
  const rows = (await schoolRefundGroups(ctx.db, q.schoolId))
    .filter(
      (g) =>
        (!name || g.name.includes(name)) && (!q.validity || g.validity === q.validity) && (!q.classId || g.classIds.includes(q.classId)),
    )
    .sort((a, b) => a.validity - b.validity || a.name.localeCompare(b.name, 'zh-CN'));
  return page(rows, q);
}

/** SPEC /park/finance/refundRecord (GET): newest first, by child's name, state, way, class. */
export async function listRefundRecords(ctx: AuthedContext, q: RefundListQuery) {
  await financeGate(ctx, q.schoolId);
  const name = q.name?.trim();
  const rows = (await schoolRefundRecords(ctx.db, q.schoolId))
    .filter(
      (r) =>
        (!name || r.studentName.includes(name)) &&
        (q.state === undefined || r.state === q.state) &&
        (!q.way || r.way === q.way) &&
        (!q.classId || r.classId === q.classId),
    )
    .sort((a, b) => b.id.localeCompare(a.id));
  return page(rows, q);
}

export async function oneRefundItem(ctx: AuthedContext, q: { schoolId: number; id: string }) {
  await financeGate(ctx, q.schoolId);
  const row = (await schoolRefundItems(ctx.db, q.schoolId)).find((i) => i.id === q.id);
  if (!row) throw AppError.notFound(RefundMsg.missing);
  return row;
}
export async function oneRefundGroup(ctx: AuthedContext, q: { schoolId: number; id: string }) {
  await financeGate(ctx, q.schoolId);
  const row = (await schoolRefundGroups(ctx.db, q.schoolId)).find((g) => g.id === q.id);
  if (!row) throw AppError.notFound(RefundMsg.missing);
  return row;
}
export async function oneRefundRecord(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<RefundRecordRow> {
  await financeGate(ctx, q.schoolId);
  return refundRecordOrFail(ctx.db, q.schoolId, q.id);
}
