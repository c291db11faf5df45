import { and, eq } from 'drizzle-orm';
import type { IllnessFollowUpRow, IllnessFollowUpSaveInput } from '@contract/health/checks';
import { users } from '../../../db/schema';
import { illnessFollowUps } from '../../../db/schema/health/checks';
import { recordChanges } from '../../../replication/change-log';
import { toIllnessFollowUpRow } from '../../../replication/health/checks-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { checkChild } from './check-child';

/**
 * 因病缺勤追踪 (《托儿所幼儿园卫生保健工作规范》: absences for illness are followed up and registered): the one
 * follow-up of a child's day of sick leave, saved in place; the last save wins. Two devices that started one offline
 * with different ids end on the first one the server stored (the device's mutator looks it up the same way).
 */
export async function saveFollowUp(ctx: AuthedContext, input: IllnessFollowUpSaveInput): Promise<IllnessFollowUpRow> {
  const child = await checkChild(ctx, input.schoolId, input.studentId, input.day);
  const [me] = await ctx.db.select({ userName: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  const [held] = await ctx.db
    .select({ id: illnessFollowUps.id })
    .from(illnessFollowUps)
    .where(and(eq(illnessFollowUps.studentId, input.studentId), eq(illnessFollowUps.day, input.day)))
    .for('update');
  const fields = {
    symptoms: input.symptoms,
    seenDoctor: input.seenDoctor,
    diagnosis: input.diagnosis,
    expectedReturn: input.expectedReturn,
    note: input.note,
    updatedBy: ctx.session.userId,
    updaterName: me?.userName ?? '',
    updatedAt: ctx.clock.now(),
  };
  const [stored] = held
    ? await ctx.db.update(illnessFollowUps).set(fields).where(eq(illnessFollowUps.id, held.id)).returning()
    : await ctx.db
        .insert(illnessFollowUps)
        .values({ id: input.id, schoolId: input.schoolId, classId: child.classId, studentId: child.id, day: input.day, ...fields })
        .onConflictDoUpdate({ target: [illnessFollowUps.studentId, illnessFollowUps.day], set: fields })
        .returning();
  if (!stored) throw new Error('illness follow-up save returned nothing');
  const row = toIllnessFollowUpRow(stored);
  await recordChanges(ctx.db, input.schoolId, [{ table: 'illnessFollowUps', op: 'put', row }]);
  await recordMutation(ctx, input.schoolId, 'illnessFollowUp.save', `${child.name} ${input.day} 因病缺勤追踪`);
  return row;
}
