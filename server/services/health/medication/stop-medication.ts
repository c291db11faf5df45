import { and, eq } from 'drizzle-orm';
import { type MedicationOrderRow, MedicationMsg, type MedicationStopInput, ORDER_STATUS } from '@contract/health/medication';
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
 * 停药 (the family stops the medicine): no dose due after now is expected or reminded any more; the doses given
 * stay. Stopping twice is refused, so the first stop's time holds.
 */
export async function stopMedication(ctx: AuthedContext, input: MedicationStopInput): Promise<MedicationOrderRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const [order] = await ctx.db
    .select()
    .from(medicationOrders)
    .where(and(eq(medicationOrders.id, input.id), eq(medicationOrders.schoolId, input.schoolId)))
    .for('update');
  if (!order) throw AppError.notFound(MedicationMsg.noOrder);
  await assertCaresForClass(ctx, 'medication', input.schoolId, order.classId);
  if (order.status === ORDER_STATUS.stopped) throw AppError.badRequest(MedicationMsg.stopped);
  const [stored] = await ctx.db
    .update(medicationOrders)
    .set({ status: ORDER_STATUS.stopped, stoppedAt: ctx.clock.now() })
    .where(eq(medicationOrders.id, order.id))
    .returning();
  if (!stored) throw new Error('medication order update returned nothing');
  const row = toMedicationOrderRow(stored);
  await recordChanges(ctx.db, input.schoolId, [{ table: 'medicationOrders', op: 'put', row }]);
  const [child] = await ctx.db.select({ name: students.name }).from(students).where(eq(students.id, order.studentId));
  await recordMutation(ctx, input.schoolId, 'medication.stop', `${child?.name ?? ''} ${order.medicine}`);
  return row;
}
