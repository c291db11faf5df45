import { eq } from 'drizzle-orm';
import type { ClassRow, MutationArgs } from '@contract';
import { classes } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toClassRow } from '../../../replication/people/school-record-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { findClassOrFail } from './find-class';
import { recordMutation } from '../../operation-log/record-operation';
import { resolveTeachers } from './class-teachers';
import { recordClassHistory } from './record-class-history';

/**
 * Renames a class or changes its grade or teachers; fields left out keep their value. A rename leaves a history row
 * with the old name and its school year.
 */
export async function updateClass(ctx: AuthedContext, args: MutationArgs<'class.update'>): Promise<ClassRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const before = await findClassOrFail(ctx.db, args.schoolId, args.id);
  const { id, schoolId: _school, ...fields } = args;
  const changes = await resolveTeachers(ctx.db, args.schoolId, fields);
  const [row] = await ctx.db
    .update(classes)
    .set({ ...fields, ...changes })
    .where(eq(classes.id, id))
    .returning();
  if (!row) throw new Error('class update returned nothing');
  const out = toClassRow(row);
  const history =
    before.name === row.name ? [] : [await recordClassHistory(ctx.db, ctx.clock.now(), { cls: before, reason: 'rename', planId: null })];
  await recordChanges(ctx.db, args.schoolId, [{ table: 'classes', op: 'put', row: out }, ...history]);
  const detail = before.name === row.name ? row.name : `${before.name} → ${row.name}`;
  await recordMutation(ctx, args.schoolId, 'class.update', detail);
  return out;
}
