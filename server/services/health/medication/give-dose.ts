import { and, eq } from 'drizzle-orm';
import { chinaToday } from '@contract';
import { doseProblem, type MedicationDoseRow, type MedicationGiveInput, MedicationMsg, timingLabel } from '@contract/health/medication';
import { medicationDoses, medicationOrders } from '../../../db/schema/health/medication';
import { students } from '../../../db/schema/people/school-records';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toMedicationDoseRow, toMedicationOrderRow } from '../../../replication/health/medication-rows';
import { eventStamp } from '../../attendance/event-stamp';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { assertCaresForClass } from '../class-care';

/**
 * 喂药: one dose given, an append-only event with the device's id, HLC and tap time. A second record of the same
 * dose (another tablet, offline) is kept too: the first by HLC counts (contract `givenDose`), the others show as
 * 重复登记, so a possible double dose is seen rather than dropped.
 */
export async function giveDose(ctx: AuthedContext, input: MedicationGiveInput): Promise<MedicationDoseRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const [stored] = await ctx.db
    .select()
    .from(medicationOrders)
    .where(and(eq(medicationOrders.id, input.orderId), eq(medicationOrders.schoolId, input.schoolId)));
  if (!stored) throw AppError.notFound(MedicationMsg.noOrder);
  const order = toMedicationOrderRow(stored);
  await assertCaresForClass(ctx, 'medication', input.schoolId, order.classId);
  const problem = doseProblem(order, input, chinaToday(ctx.clock.now()));
  if (problem) throw AppError.badRequest(problem);
  const [exists] = await ctx.db.select({ id: medicationDoses.id }).from(medicationDoses).where(eq(medicationDoses.id, input.id));
  if (exists) throw AppError.badRequest(MedicationMsg.exists);
  const [dose] = await ctx.db
    .insert(medicationDoses)
    .values({
      id: input.id,
      schoolId: input.schoolId,
      orderId: order.id,
      studentId: order.studentId,
      classId: order.classId,
      day: input.day,
      timing: input.timing,
      photo: input.photo,
      note: input.note,
      ...(await eventStamp(ctx, input)),
    })
    .returning();
  if (!dose) throw new Error('medication dose insert returned nothing');
  const row = toMedicationDoseRow(dose);
  await recordChanges(ctx.db, input.schoolId, [{ table: 'medicationDoses', op: 'put', row }]);
  const [child] = await ctx.db.select({ name: students.name }).from(students).where(eq(students.id, order.studentId));
  await recordMutation(
    ctx,
    input.schoolId,
    'medication.give',
    `${child?.name ?? ''} ${order.medicine} ${input.day} ${timingLabel(input.timing)}`,
  );
  return row;
}
