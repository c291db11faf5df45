import { and, eq } from 'drizzle-orm';
import { chinaToday } from '@contract';
import {
  MEDICATION_METHODS,
  type MedicationEntrustInput,
  MedicationMsg,
  type MedicationOrderRow,
  ORDER_STATUS,
  startDayProblem,
} from '@contract/health/medication';
import { users } from '../../../db/schema';
import { medicationOrders } from '../../../db/schema/health/medication';
import { students } from '../../../db/schema/people/school-records';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toMedicationOrderRow } from '../../../replication/health/medication-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { assertCaresForClass } from '../class-care';

/**
 * 新增委托: a family's entrustment for a child of the school, recorded by a teacher of the child's class (or the
 * health doctor, the principal). The class stored is the child's now: its teachers are reminded and give the doses.
 */
export async function entrustMedication(ctx: AuthedContext, input: MedicationEntrustInput): Promise<MedicationOrderRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const problem = startDayProblem(input.startDay, chinaToday(ctx.clock.now()));
  if (problem) throw AppError.badRequest(problem);
  const [child] = await ctx.db
    .select({ id: students.id, classId: students.classId, name: students.name })
    .from(students)
    .where(and(eq(students.id, input.studentId), eq(students.schoolId, input.schoolId)));
  if (!child) throw AppError.notFound(MedicationMsg.notInSchool);
  await assertCaresForClass(ctx, 'medication', input.schoolId, child.classId);
  const [exists] = await ctx.db.select({ id: medicationOrders.id }).from(medicationOrders).where(eq(medicationOrders.id, input.id));
  if (exists) throw AppError.badRequest(MedicationMsg.exists);
  const [me] = await ctx.db.select({ userName: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  const [stored] = await ctx.db
    .insert(medicationOrders)
    .values({
      id: input.id,
      schoolId: input.schoolId,
      studentId: child.id,
      classId: child.classId,
      medicine: input.medicine,
      dose: input.dose,
      method: input.method,
      timings: [...input.timings].sort((a, b) => a - b),
      startDay: input.startDay,
      days: input.days,
      remindBefore: input.remindBefore,
      photo: input.photo,
      guardianName: input.guardianName,
      guardianRelation: input.guardianRelation,
      note: input.note,
      status: ORDER_STATUS.active,
      createdBy: ctx.session.userId,
      creatorName: me?.userName ?? '',
      createTime: input.createTime,
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!stored) throw new Error('medication order insert returned nothing');
  const row = toMedicationOrderRow(stored);
  await recordChanges(ctx.db, input.schoolId, [{ table: 'medicationOrders', op: 'put', row }]);
  const method = MEDICATION_METHODS[input.method as keyof typeof MEDICATION_METHODS];
  await recordMutation(
    ctx,
    input.schoolId,
    'medication.entrust',
    `${child.name} ${method} ${input.medicine} ${input.startDay} 起 ${input.days} 天`,
  );
  return row;
}
