import { eq } from 'drizzle-orm';
import type { ClassRow, MutationArgs } from '@contract';
import { classes } from '../../db/schema';
import { recordChanges } from '../../replication/change-log';
import { toClassRow } from '../../replication/replicated-rows';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';
import { findClassOrFail } from './find-class';
import { recordMutation } from '../operation-log/record-operation';

/** Renames a class or changes its grade or head teacher; fields left out keep their value. */
export async function updateClass(ctx: AuthedContext, args: MutationArgs<'class.update'>): Promise<ClassRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await findClassOrFail(ctx.db, args.schoolId, args.id);
  const { id, schoolId: _school, ...changes } = args;
  const [row] = await ctx.db.update(classes).set(changes).where(eq(classes.id, id)).returning();
  if (!row) throw new Error('class update returned nothing');
  const out = toClassRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'classes', op: 'put', row: out }]);
  const detail = before.name === row.name ? row.name : `${before.name} → ${row.name}`;
  await recordMutation(ctx, args.schoolId, 'class.update', detail);
  return out;
}
