import { eq } from 'drizzle-orm';
import { type ClassRow, type MutationArgs, orderClasses } from '@contract';
import { classes } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toClassRow } from '../../../replication/people/school-record-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';

/**
 * Puts the school's classes in the given order (sort 0, 1, …); classes the list leaves out (added meanwhile on
 * another device) follow in their old order. Ids of another school's classes are ignored, never moved.
 */
export async function sortClasses(ctx: AuthedContext, args: MutationArgs<'class.sort'>): Promise<ClassRow[]> {
  assertSchoolInScope(ctx, args.schoolId);
  const rows = await ctx.db.select().from(classes).where(eq(classes.schoolId, args.schoolId));
  const order = orderClasses(rows, args.ids);
  const changed: ClassRow[] = [];
  for (const [i, row] of order.entries()) {
    if (row.sort === i) continue;
    const [updated] = await ctx.db.update(classes).set({ sort: i }).where(eq(classes.id, row.id)).returning();
    if (updated) changed.push(toClassRow(updated));
  }
  await recordChanges(
    ctx.db,
    args.schoolId,
    changed.map((row) => ({ table: 'classes', op: 'put', row })),
  );
  await recordMutation(
    ctx,
    args.schoolId,
    'class.sort',
    order
      .map((c) => c.name)
      .join('、')
      .slice(0, 200),
  );
  return changed;
}
