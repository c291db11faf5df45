import { eq } from 'drizzle-orm';
import { type MutationArgs, SEAL_STATES, type SealRow, type SealState, sealStateIssue } from '@contract';
import { seals } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toSealRow } from '../../../replication/org/seal-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { refreshSealTemplateOptions } from './seal-template-options';
import { sealOrFail } from './seal-lookup';

/** 停用, 启用 or 销毁 (contract SEAL_STATE_MOVES); a destroyed seal stays so. Uses waiting for the stamp stay as they are. */
export async function setSealState(ctx: AuthedContext, args: MutationArgs<'seal.setState'>): Promise<SealRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const seal = await sealOrFail(ctx.db, args.schoolId, args.id);
  const issue = sealStateIssue(seal.state as SealState, args.state);
  if (issue) throw AppError.badRequest(issue);
  const [row] = await ctx.db.update(seals).set({ state: args.state, updatedAt: ctx.clock.now() }).where(eq(seals.id, args.id)).returning();
  if (!row) throw new Error('seal update returned nothing');
  const out = toSealRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'seals', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'seal.setState', `${row.name} → ${SEAL_STATES[args.state]}`);
  await refreshSealTemplateOptions(ctx, args.schoolId);
  return out;
}
