import { eq } from 'drizzle-orm';
import { type MutationArgs, type SealRow, SealMsg, type SealState, sealNameTaken } from '@contract';
import { seals } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { memberNames, toSealRow } from '../../../replication/org/seal-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { refreshSealTemplateOptions } from './seal-template-options';
import { requireStoredFiles } from '../../uploads/stored-files';
import { servingMembers } from './seal-lookup';

/** Adds a seal (在用) or replaces the fields of one that is not destroyed; its keepers must be serving members. */
export async function saveSeal(ctx: AuthedContext, args: MutationArgs<'seal.save'>): Promise<SealRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const [before] = await ctx.db.select().from(seals).where(eq(seals.id, args.id));
  if (before && before.schoolId !== args.schoolId) throw AppError.notFound(SealMsg.missing);
  if (before?.state === 'destroyed') throw AppError.badRequest(SealMsg.destroyed);
  const others = await ctx.db.select().from(seals).where(eq(seals.schoolId, args.schoolId));
  if (sealNameTaken(others as { id: string; name: string; state: SealState }[], args.id, args.name))
    throw AppError.badRequest(SealMsg.nameTaken);
  const serving = new Set(await servingMembers(ctx.db, args.schoolId, args.keeperIds));
  // A keeper kept from before may have left since: the edit keeps them listed, a new one must serve now.
  const kept = new Set(before?.keeperIds ?? []);
  if (args.keeperIds.some((k) => !serving.has(k) && !kept.has(k))) throw AppError.badRequest(SealMsg.keeperNotMember);
  // A new picture must be an upload of this school; an edit may keep the one it has.
  if (args.picture && args.picture !== before?.picture) await requireStoredFiles(ctx, args.schoolId, [args.picture]);
  const names = await memberNames(ctx.db, args.schoolId, args.keeperIds);
  const { id, ...fields } = { ...args, keeperNames: args.keeperIds.map((k) => names.get(k) ?? '') };
  const [row] = await ctx.db
    .insert(seals)
    .values({ ...args, keeperNames: fields.keeperNames, state: 'active' })
    .onConflictDoUpdate({ target: seals.id, set: { ...fields, updatedAt: ctx.clock.now() } })
    .returning();
  if (!row || row.id !== id) throw new Error('seal upsert returned nothing');
  const out = toSealRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'seals', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'seal.save', row.name);
  await refreshSealTemplateOptions(ctx, args.schoolId);
  return out;
}
