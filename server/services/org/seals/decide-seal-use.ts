import { eq } from 'drizzle-orm';
import { SealMsg, type SealState, type SealUseRow, type SealUseState, sealUsableIssue, sealUseDecideIssue } from '@contract';
import type { z } from 'zod';
import type { sealUseApproveSchema, sealUseRejectSchema } from '@contract';
import { sealUses, seals } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { myName, notifyToStamp, recordSealUse, sealUseOrFail } from './seal-lookup';

async function pendingDirect(ctx: AuthedContext, schoolId: number, id: string, move: 'approve' | 'reject') {
  assertSchoolInScope(ctx, schoolId);
  const use = await sealUseOrFail(ctx.db, schoolId, id);
  const issue = sealUseDecideIssue({ state: use.state as SealUseState, applicantId: use.applicantId }, ctx.session.userId, move);
  if (issue) throw AppError.badRequest(issue);
  // A use made from an approval never waits here (it starts at 待用印); kept as a guard.
  if (use.approvalId) throw AppError.badRequest(SealMsg.fromApproval);
  return use;
}

/**
 * 通过 a request made in 印章管理 (online), by a member who holds :approve and did not apply for it (不能审批自己的
 * 用印申请): the seal must still be in use; its keepers hear of it in 通知.
 */
export async function approveSealUse(ctx: AuthedContext, input: z.infer<typeof sealUseApproveSchema>): Promise<SealUseRow> {
  const use = await pendingDirect(ctx, input.schoolId, input.id, 'approve');
  const [seal] = use.sealId ? await ctx.db.select().from(seals).where(eq(seals.id, use.sealId)) : [];
  const unusable = sealUsableIssue(seal && { state: seal.state as SealState });
  if (unusable) throw AppError.badRequest(unusable);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(sealUses)
    .set({ state: 'approved', decidedById: ctx.session.userId, decidedByName: await myName(ctx), decidedAt: now })
    .where(eq(sealUses.id, use.id))
    .returning();
  if (!row) throw new Error('seal use update returned nothing');
  const out = await recordSealUse(ctx.db, row);
  await notifyToStamp(ctx.db, row, now);
  await recordUserOperation(ctx, input.schoolId, '印章管理', '通过用印申请', `${row.sealName} ${row.applicantName}`);
  return out;
}

/** 驳回 a request made in 印章管理, with the reason. */
export async function rejectSealUse(ctx: AuthedContext, input: z.infer<typeof sealUseRejectSchema>): Promise<SealUseRow> {
  const use = await pendingDirect(ctx, input.schoolId, input.id, 'reject');
  const [row] = await ctx.db
    .update(sealUses)
    .set({
      state: 'rejected',
      rejectReason: input.reason,
      decidedById: ctx.session.userId,
      decidedByName: await myName(ctx),
      decidedAt: ctx.clock.now(),
    })
    .where(eq(sealUses.id, use.id))
    .returning();
  if (!row) throw new Error('seal use update returned nothing');
  const out = await recordSealUse(ctx.db, row);
  await recordUserOperation(ctx, input.schoolId, '印章管理', '驳回用印申请', `${row.sealName} ${row.applicantName}`);
  return out;
}
