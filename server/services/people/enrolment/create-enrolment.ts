import type { EnrolmentRow, MutationArgs } from '@contract';
import { enrolments } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toEnrolmentRow } from '../../../replication/people/enrolment-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { requireStoredFiles } from '../../uploads/stored-files';

/** Records an application (待审核); its materials must be files stored for this school. */
export async function createEnrolment(ctx: AuthedContext, args: MutationArgs<'enrolment.create'>): Promise<EnrolmentRow> {
  assertSchoolInScope(ctx, args.schoolId);
  await requireStoredFiles(ctx, args.schoolId, args.materials);
  const [row] = await ctx.db
    .insert(enrolments)
    .values({ ...args, status: 0, createdAt: ctx.clock.now() })
    .returning();
  if (!row) throw new Error('enrolment insert returned nothing');
  const out = toEnrolmentRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'enrolments', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'enrolment.create', row.childName);
  return out;
}
