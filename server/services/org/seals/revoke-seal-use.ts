import { eq } from 'drizzle-orm';
import { type MutationArgs, SEAL_EDIT, SealMsg, type SealUseRow, type SealUseState, sealUseMoveIssue } from '@contract';
import { sealUses } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { rightsIn } from '../../permissions/member-rights';
import { assertSchoolInScope } from '../../school-scope';
import { myName, recordSealUse, sealUseOrFail } from './seal-lookup';

/**
 * 撤销 a use before the stamp (待审批 or 待用印): its applicant, or a member who manages the seals (a use from an
 * approval whose seal is gone, say). Anyone else holding the page is refused.
 */
export async function revokeSealUse(ctx: AuthedContext, args: MutationArgs<'sealUse.revoke'>): Promise<SealUseRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const use = await sealUseOrFail(ctx.db, args.schoolId, args.id);
  const issue = sealUseMoveIssue(use.state as SealUseState, 'revoke');
  if (issue) throw AppError.badRequest(issue);
  if (use.applicantId !== ctx.session.userId && !(await rightsIn(ctx, args.schoolId))?.permissions.has(SEAL_EDIT))
    throw AppError.forbidden(SealMsg.notApplicant);
  const [row] = await ctx.db
    .update(sealUses)
    .set({ state: 'revoked', decidedById: ctx.session.userId, decidedByName: await myName(ctx), decidedAt: ctx.clock.now() })
    .where(eq(sealUses.id, args.id))
    .returning();
  if (!row) throw new Error('seal use update returned nothing');
  const out = await recordSealUse(ctx.db, row);
  await recordMutation(ctx, args.schoolId, 'sealUse.revoke', `${row.sealName} ${row.purpose}`.slice(0, 100));
  return out;
}
