import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import {
  APPROVAL_MANAGE_PATH,
  type ApprovalBoxQuery,
  type ApprovalDetail,
  type ApprovalListRow,
  type ApprovalManageQuery,
  ApprovalMsg,
  type ApprovalRef,
  hasPermission,
  type Paged,
} from '@contract';
import { approvals } from '../../../db/schema';
import { selectPage } from '../../../db/select-page';
import { AppError } from '../../../lib/app-error';
import { chinaDayStart } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { rightsIn } from '../../permissions/member-rights';
import { assertSchoolInScope } from '../../school-scope';
import { takesPart, toDetail, toListRow } from './approval-view';

const has = (column: typeof approvals.waitingIds | typeof approvals.decidedIds | typeof approvals.ccIds, userId: number): SQL =>
  sql`${userId} = ANY(${column})`;

/**
 * 审批中心's lists (GET /park/approval/list): 我的申请 (mine), 待我审批 (todo: it waits for me now), 我已审批 (done: I
 * decided on it), 抄送我 (cc), newest first, optionally of one state. Only the caller's own: nobody lists another's.
 */
export async function listApprovalBox(ctx: AuthedContext, q: ApprovalBoxQuery): Promise<Paged<ApprovalListRow>> {
  assertSchoolInScope(ctx, q.schoolId);
  const me = ctx.session.userId;
  const mineOf = {
    mine: eq(approvals.applicantId, me),
    todo: has(approvals.waitingIds, me),
    done: has(approvals.decidedIds, me),
    cc: has(approvals.ccIds, me),
  }[q.box];
  const { rows, total } = await selectPage(ctx.db, approvals, {
    where: and(eq(approvals.schoolId, q.schoolId), mineOf, q.status === undefined ? undefined : eq(approvals.status, q.status)),
    order: [desc(approvals.submittedAt), desc(approvals.id)],
    page: q.pageNum,
    size: q.pageSize,
  });
  return { list: rows.map(toListRow), pageNum: q.pageNum, pageSize: q.pageSize, total };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (day: string) => new Date(chinaDayStart(day).getTime() + 86_400_000);

/** 审批管理 (GET /park/approval/manage, the page /YWGL/SPGL): every application of the school, with its filters. */
export async function listSchoolApprovals(ctx: AuthedContext, q: ApprovalManageQuery): Promise<Paged<ApprovalListRow>> {
  assertSchoolInScope(ctx, q.schoolId);
  const { rows, total } = await selectPage(ctx.db, approvals, {
    where: and(
      eq(approvals.schoolId, q.schoolId),
      q.templateId ? eq(approvals.templateId, q.templateId) : undefined,
      q.status === undefined ? undefined : eq(approvals.status, q.status),
      q.applicant ? ilike(approvals.applicantName, `%${escapeLike(q.applicant)}%`) : undefined,
      q.from ? gte(approvals.submittedAt, chinaDayStart(q.from)) : undefined,
      q.to ? lt(approvals.submittedAt, nextDay(q.to)) : undefined,
    ),
    order: [desc(approvals.submittedAt), desc(approvals.id)],
    page: q.pageNum,
    size: q.pageSize,
  });
  return { list: rows.map(toListRow), pageNum: q.pageNum, pageSize: q.pageSize, total };
}

/**
 * One application (GET /park/approval/detail) for who takes part in it (applicant, approvers, copy-to) or may read
 * 审批管理; anyone else gets 404, as for another school's.
 */
export async function approvalDetail(ctx: AuthedContext, q: ApprovalRef): Promise<ApprovalDetail> {
  assertSchoolInScope(ctx, q.schoolId);
  const [a] = await ctx.db
    .select()
    .from(approvals)
    .where(and(eq(approvals.id, q.id), eq(approvals.schoolId, q.schoolId)));
  if (!a) throw AppError.notFound(ApprovalMsg.notFound);
  if (!takesPart(a, ctx.session.userId)) {
    const rights = await rightsIn(ctx, q.schoolId);
    if (!rights || !hasPermission(rights.permissions, APPROVAL_MANAGE_PATH)) throw AppError.notFound(ApprovalMsg.notFound);
  }
  return toDetail(a, ctx.session.userId);
}
