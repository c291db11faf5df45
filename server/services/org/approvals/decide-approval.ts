import { and, eq } from 'drizzle-orm';
import {
  APPROVAL_STATUS,
  type ApprovalDetail,
  ApprovalMsg,
  type DecideApprovalInput,
  type FlowStep,
  type RevokeApprovalInput,
} from '@contract';
import { approvals, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { advance, entry, type FlowState, revokeApprovers, undecided } from './approval-flow';
import { noticeApplicant, noticeApprovers, noticeRevokeApprovers } from './approval-notices';
import { APPROVAL_OUTCOMES } from './approval-outcomes';
import { toDetail } from './approval-view';

type Stored = typeof approvals.$inferSelect;

/** The school's application, locked for the rest of the transaction (two approvers of a step act one after the other). */
async function lockApproval(ctx: AuthedContext, schoolId: number, id: string): Promise<Stored> {
  assertSchoolInScope(ctx, schoolId);
  const [row] = await ctx.db
    .select()
    .from(approvals)
    .where(and(eq(approvals.id, id), eq(approvals.schoolId, schoolId)))
    .for('update');
  if (!row) throw AppError.notFound(ApprovalMsg.notFound);
  return row;
}

const FINISHED: ReadonlySet<number> = new Set([APPROVAL_STATUS.passed, APPROVAL_STATUS.refused, APPROVAL_STATUS.revoked]);

async function myName(ctx: AuthedContext): Promise<string> {
  const [me] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  return me?.name ?? '';
}

async function save(ctx: AuthedContext, a: Stored, s: FlowState): Promise<Stored> {
  const [stored] = await ctx.db
    .update(approvals)
    .set({
      flow: s.flow,
      currentStep: s.currentStep,
      status: s.status,
      waitingIds: s.waitingIds,
      decidedIds: s.decidedIds,
      timeline: s.timeline,
      finishedAt: s.finishedAt,
    })
    .where(eq(approvals.id, a.id))
    .returning();
  if (!stored) throw AppError.notFound(ApprovalMsg.notFound);
  return stored;
}

const stateOf = (a: Stored): FlowState => ({
  flow: structuredClone(a.flow),
  currentStep: a.currentStep,
  status: a.status,
  waitingIds: [...a.waitingIds],
  decidedIds: [...a.decidedIds],
  timeline: [...a.timeline],
  finishedAt: a.finishedAt,
});

/**
 * 同意 / 拒绝 (POST /park/approval/decide). Only who the application waits for may act: the current step's approvers
 * who have not decided (审批中), or those asked to let it be revoked (撤销中). Anyone else is refused (403), an
 * application that is over is refused (400). On the current step: a refusal ends it (已拒绝); an approval passes the
 * step when it has what its mode needs (或签: one, 会签: all), and the application goes to the next step, or has
 * passed after the last (the kind's outcome runs: a leave is written into staff attendance). On a revoke: agreeing
 * revokes it (已撤销), refusing sends it back to 审批中 at its step.
 */
export async function decideApproval(ctx: AuthedContext, input: DecideApprovalInput): Promise<ApprovalDetail> {
  const a = await lockApproval(ctx, input.schoolId, input.id);
  const me = ctx.session.userId;
  if (FINISHED.has(a.status)) throw AppError.badRequest(ApprovalMsg.finished);
  // Nobody decides their own application (resolveFlow never makes them its approver; said plainly here).
  if (a.applicantId === me) throw AppError.forbidden(ApprovalMsg.ownApplication);
  if (!a.waitingIds.includes(me)) {
    const step = a.currentStep === null ? undefined : a.flow[a.currentStep];
    if (a.status === APPROVAL_STATUS.pending && step?.decisions.some((d) => d.userId === me))
      throw AppError.badRequest(ApprovalMsg.alreadyDecided);
    throw AppError.forbidden(ApprovalMsg.notApprover);
  }
  const now = ctx.clock.now();
  const name = await myName(ctx);
  const s = stateOf(a);
  if (!s.decidedIds.includes(me)) s.decidedIds.push(me);
  const approve = input.action === 'approve';

  if (a.status === APPROVAL_STATUS.revoking) {
    s.timeline.push(entry(approve ? 'revokeApprove' : 'revokeRefuse', { userId: me, name }, now, a.currentStep, input.comment));
    if (approve) {
      s.status = APPROVAL_STATUS.revoked;
      s.currentStep = null;
      s.waitingIds = [];
      s.finishedAt = now;
    } else {
      s.status = APPROVAL_STATUS.pending;
      s.waitingIds = undecided(s.flow[s.currentStep ?? 0] as FlowStep);
    }
    const stored = await save(ctx, a, s);
    await noticeApplicant(ctx, stored, approve ? '已撤销' : '撤销未获同意，继续审批');
    if (!approve) await noticeApprovers(ctx, stored, stored.waitingIds);
    await recordUserOperation(ctx, a.schoolId, '审批', approve ? '同意撤销' : '拒绝撤销', a.templateName);
    return toDetail(stored, me);
  }

  const at = s.currentStep ?? 0;
  const step = s.flow[at] as FlowStep;
  step.decisions.push({ userId: me, name, result: approve ? 'approved' : 'refused', comment: input.comment, time: formatDateTime(now) });
  s.timeline.push(entry(approve ? 'approve' : 'refuse', { userId: me, name }, now, at, input.comment));
  let passed = false;
  if (!approve) {
    s.status = APPROVAL_STATUS.refused;
    s.currentStep = null;
    s.waitingIds = [];
    s.finishedAt = now;
  } else {
    passed = advance(s, at, now);
  }
  const stored = await save(ctx, a, s);
  if (passed) await APPROVAL_OUTCOMES[stored.kind]?.(ctx, stored);
  if (stored.status !== APPROVAL_STATUS.pending) await noticeApplicant(ctx, stored);
  else if (stored.currentStep !== a.currentStep) await noticeApprovers(ctx, stored, stored.waitingIds);
  await recordUserOperation(ctx, a.schoolId, '审批', approve ? '同意审批' : '拒绝审批', a.templateName);
  return toDetail(stored, me);
}

/**
 * 撤销 (POST /park/approval/revoke), by the applicant only, while it is 审批中. Nobody has approved it yet: it is
 * revoked at once (已撤销). Someone has: it is 撤销中 and waits for one of those approvers to agree (they get a 通知).
 */
export async function revokeApproval(ctx: AuthedContext, input: RevokeApprovalInput): Promise<ApprovalDetail> {
  const a = await lockApproval(ctx, input.schoolId, input.id);
  const me = ctx.session.userId;
  if (a.applicantId !== me) throw AppError.forbidden(ApprovalMsg.notApplicant);
  if (a.status === APPROVAL_STATUS.revoking) throw AppError.badRequest(ApprovalMsg.alreadyRevoking);
  if (a.status !== APPROVAL_STATUS.pending) throw AppError.badRequest(ApprovalMsg.cannotRevoke);
  const now = ctx.clock.now();
  const s = stateOf(a);
  s.timeline.push(entry('revoke', { userId: me, name: a.applicantName }, now, a.currentStep, input.comment));
  const askers = revokeApprovers(s.flow).filter((id) => id !== me);
  if (askers.length === 0) {
    s.status = APPROVAL_STATUS.revoked;
    s.currentStep = null;
    s.waitingIds = [];
    s.finishedAt = now;
  } else {
    s.status = APPROVAL_STATUS.revoking;
    s.waitingIds = askers;
  }
  const stored = await save(ctx, a, s);
  if (stored.status === APPROVAL_STATUS.revoking) await noticeRevokeApprovers(ctx, stored, askers);
  await recordUserOperation(ctx, a.schoolId, '审批', '撤销审批', a.templateName);
  return toDetail(stored, me);
}
