import { asc, eq } from 'drizzle-orm';
import type { StaffOptions } from '@contract';
import { departments, positions } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** /park/emp/options: the school's departments and positions, by name (what the staff form offers). */
export async function staffOptions(ctx: AuthedContext, input: { schoolId: number }): Promise<StaffOptions> {
  assertSchoolInScope(ctx, input.schoolId);
  const [d, p] = await Promise.all([
    ctx.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.schoolId, input.schoolId))
      .orderBy(asc(departments.id)),
    ctx.db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(eq(positions.schoolId, input.schoolId))
      .orderBy(asc(positions.id)),
  ]);
  return { departments: d, positions: p };
}
