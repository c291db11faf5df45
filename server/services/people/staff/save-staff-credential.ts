import { eq } from 'drizzle-orm';
import { CREDENTIAL_LABEL, type MutationArgs, type StaffCredentialRow } from '@contract';
import { staffCredentials } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toStaffCredentialRow } from '../../../replication/people/staff-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';
import { staffMemberOrFail } from './staff-member';

/** Adds the credential with this id or replaces it; it stays with its member (another school's id is a 404). */
export async function saveStaffCredential(ctx: AuthedContext, args: MutationArgs<'staffCredential.save'>): Promise<StaffCredentialRow> {
  assertSchoolInScope(ctx, args.schoolId);
  await staffMemberOrFail(ctx.db, args.schoolId, args.userId);
  const [before] = await ctx.db.select().from(staffCredentials).where(eq(staffCredentials.id, args.id));
  if (before && (before.schoolId !== args.schoolId || before.userId !== args.userId)) throw AppError.notFound(MISSING_ROW_MSG);
  const { id, ...fields } = args;
  const [row] = await ctx.db
    .insert(staffCredentials)
    .values(args)
    .onConflictDoUpdate({ target: staffCredentials.id, set: fields })
    .returning();
  if (!row || row.id !== id) throw new Error('credential upsert returned nothing');
  const out = toStaffCredentialRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'staffCredentials', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'staffCredential.save', `${CREDENTIAL_LABEL[args.category]} ${args.number}`);
  return out;
}

export async function deleteStaffCredential(ctx: AuthedContext, args: MutationArgs<'staffCredential.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const [row] = await ctx.db.select().from(staffCredentials).where(eq(staffCredentials.id, args.id));
  if (row?.schoolId !== args.schoolId) throw AppError.notFound(MISSING_ROW_MSG);
  await ctx.db.delete(staffCredentials).where(eq(staffCredentials.id, args.id));
  await recordChanges(ctx.db, args.schoolId, [{ table: 'staffCredentials', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'staffCredential.delete', `${CREDENTIAL_LABEL[row.category]} ${row.number}`);
  return null;
}
