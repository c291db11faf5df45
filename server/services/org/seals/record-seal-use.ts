import { eq } from 'drizzle-orm';
import { type SealState, SealMsg, type SealUseRow, type SealUseState, sealUsableIssue, sealUseMoveIssue } from '@contract';
import type { z } from 'zod';
import type { sealUseRecordSchema } from '@contract';
import { sealUses, seals } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { requireStoredFiles } from '../../uploads/stored-files';
import { isPrincipal, myName, recordSealUse, sealUseOrFail } from './seal-lookup';

/** A minute of clock difference between a phone and the server is not "the future". */
const CLOCK_SLACK_MS = 60_000;

/**
 * 登记用印 (online): the keeper records that the approved use was stamped, when, with an optional photo of the
 * stamped document. Only a keeper of that seal (as the server knows the keepers now) or the principal may; the seal
 * must be in use (a use approved while its seal was stopped waits until it is back, or is revoked).
 */
export async function recordSealUseDone(ctx: AuthedContext, input: z.infer<typeof sealUseRecordSchema>): Promise<SealUseRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const use = await sealUseOrFail(ctx.db, input.schoolId, input.id);
  const [seal] = use.sealId ? await ctx.db.select().from(seals).where(eq(seals.id, use.sealId)) : [];
  const keeper = seal?.keeperIds.includes(ctx.session.userId) ?? false;
  if (!keeper && !(await isPrincipal(ctx, input.schoolId))) throw AppError.forbidden(SealMsg.notKeeper);
  const moveIssue = sealUseMoveIssue(use.state as SealUseState, 'record');
  if (moveIssue) throw AppError.badRequest(moveIssue);
  const unusable = sealUsableIssue(seal && { state: seal.state as SealState });
  if (unusable) throw AppError.badRequest(unusable);
  const now = ctx.clock.now();
  const usedAt = input.usedAt ? new Date(input.usedAt) : now;
  if (usedAt.getTime() > now.getTime() + CLOCK_SLACK_MS) throw AppError.badRequest(SealMsg.usedAtFuture);
  if (usedAt.getTime() < use.requestedAt.getTime() - CLOCK_SLACK_MS) throw AppError.badRequest(SealMsg.usedAtBefore);
  if (input.photo) await requireStoredFiles(ctx, input.schoolId, [input.photo]);
  const [row] = await ctx.db
    .update(sealUses)
    .set({
      state: 'used',
      usedAt,
      usedById: ctx.session.userId,
      usedByName: await myName(ctx),
      usedPhoto: input.photo,
      usedRemark: input.remark,
    })
    .where(eq(sealUses.id, use.id))
    .returning();
  if (!row) throw new Error('seal use update returned nothing');
  const out = await recordSealUse(ctx.db, row);
  await recordUserOperation(ctx, input.schoolId, '印章管理', '登记用印', `${row.sealName} ${row.copies}份 ${row.applicantName}`);
  return out;
}
