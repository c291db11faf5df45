import { chinaDay } from '@contract/china-time';
import { doseProblem, MedicationMsg, ORDER_STATUS, startDayProblem } from '@contract/health/medication';
import { MutationError } from '../../errors';
import type { AreaMutators } from '../types';

/** The day the device made the change (its tap time; now if it sent none): rebase re-runs give the same answer. */
const madeOn = (createTime: string): string => chinaDay(createTime || Date.now());

/**
 * The client half of server/services/health/medication: the same rules and wording, on the replica. Who recorded
 * (and the class teacher check) is the server's: the screens offer only the member's classes, and the pull brings
 * the server's row back with the recorder's name.
 */
export const medicationMutators = {
  async 'medication.entrust'(tx, a) {
    const problem = startDayProblem(a.startDay, madeOn(a.createTime));
    if (problem) throw new MutationError(problem);
    const child = await tx.get('students', a.studentId);
    if (!child || child.schoolId !== a.schoolId) throw new MutationError(MedicationMsg.notInSchool);
    await tx.put('medicationOrders', {
      id: a.id,
      schoolId: a.schoolId,
      studentId: a.studentId,
      classId: child.classId,
      medicine: a.medicine,
      dose: a.dose,
      method: a.method,
      timings: [...a.timings].sort((x, y) => x - y),
      startDay: a.startDay,
      days: a.days,
      remindBefore: a.remindBefore,
      photo: a.photo,
      guardianName: a.guardianName,
      guardianRelation: a.guardianRelation,
      note: a.note,
      status: ORDER_STATUS.active,
      stoppedAt: '',
      createdBy: null,
      creatorName: '',
      createTime: a.createTime,
    });
  },
  async 'medication.stop'(tx, a) {
    const order = await tx.get('medicationOrders', a.id);
    if (!order || order.schoolId !== a.schoolId) throw new MutationError(MedicationMsg.noOrder);
    if (order.status === ORDER_STATUS.stopped) throw new MutationError(MedicationMsg.stopped);
    await tx.put('medicationOrders', { ...order, status: ORDER_STATUS.stopped, stoppedAt: a.stoppedAt || new Date().toISOString() });
  },
  async 'medication.give'(tx, a) {
    const order = await tx.get('medicationOrders', a.orderId);
    if (!order || order.schoolId !== a.schoolId) throw new MutationError(MedicationMsg.noOrder);
    const problem = doseProblem(order, a, madeOn(a.createTime));
    if (problem) throw new MutationError(problem);
    await tx.put('medicationDoses', {
      id: a.id,
      schoolId: a.schoolId,
      orderId: order.id,
      studentId: order.studentId,
      classId: order.classId,
      day: a.day,
      timing: a.timing,
      photo: a.photo,
      note: a.note,
      hlc: a.hlc,
      recordedBy: null,
      recorderName: '',
      createTime: a.createTime,
    });
  },
} satisfies AreaMutators<'medication'>;
