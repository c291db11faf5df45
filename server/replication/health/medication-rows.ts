import type { MedicationDoseRow, MedicationOrderRow } from '@contract/health/medication';
import type { medicationDoses, medicationOrders } from '../../db/schema/health/medication';

/** Database rows → the replicated shapes of contract/health/medication.ts. */
export const toMedicationOrderRow = (r: typeof medicationOrders.$inferSelect): MedicationOrderRow => ({
  id: r.id,
  schoolId: r.schoolId,
  studentId: r.studentId,
  classId: r.classId,
  medicine: r.medicine,
  dose: r.dose,
  method: r.method,
  timings: r.timings,
  startDay: r.startDay,
  days: r.days,
  remindBefore: r.remindBefore,
  photo: r.photo,
  guardianName: r.guardianName,
  guardianRelation: r.guardianRelation,
  note: r.note,
  status: r.status,
  stoppedAt: r.stoppedAt ? r.stoppedAt.toISOString() : '',
  createdBy: r.createdBy,
  creatorName: r.creatorName,
  createTime: r.createTime,
});

export const toMedicationDoseRow = (r: typeof medicationDoses.$inferSelect): MedicationDoseRow => ({
  id: r.id,
  schoolId: r.schoolId,
  orderId: r.orderId,
  studentId: r.studentId,
  classId: r.classId,
  day: r.day,
  timing: r.timing,
  photo: r.photo,
  note: r.note,
  hlc: r.hlc,
  recordedBy: r.recordedBy,
  recorderName: r.recorderName,
  createTime: r.createTime,
});
