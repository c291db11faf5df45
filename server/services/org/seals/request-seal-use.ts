import { eq } from 'drizzle-orm';
import { type MutationArgs, SealMsg, type SealState, type SealUseRow, sealUsableIssue } from '@contract';
import { sealUses } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { myName, notifyToApprove, recordSealUse, sealOrFail } from './seal-lookup';

/**
 * 申请用印 in 印章管理 (the small path beside 审批): the caller asks to use a seal in use; the request waits for the
 * principal (待审批), who hears of it in 通知.
 */
export async function requestSealUse(ctx: AuthedContext, args: MutationArgs<'sealUse.request'>): Promise<SealUseRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const [exists] = await ctx.db.select({ id: sealUses.id }).from(sealUses).where(eq(sealUses.id, args.id));
  if (exists) throw AppError.badRequest(SealMsg.exists);
  const seal = await sealOrFail(ctx.db, args.schoolId, args.sealId);
  const issue = sealUsableIssue({ state: seal.state as SealState });
  if (issue) throw AppError.badRequest(issue);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(sealUses)
    .values({
      id: args.id,
      schoolId: args.schoolId,
      sealId: seal.id,
      sealName: seal.name,
      applicantId: ctx.session.userId,
      applicantName: await myName(ctx),
      purpose: args.purpose,
      copies: args.copies,
      requestedAt: now,
      state: 'pending',
    })
    .returning();
  if (!row) throw new Error('seal use insert returned nothing');
  const out = await recordSealUse(ctx.db, row);
  await notifyToApprove(ctx.db, row, now);
  await recordMutation(ctx, args.schoolId, 'sealUse.request', `${seal.name} ${args.copies}份`);
  return out;
}
