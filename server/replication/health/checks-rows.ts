import type { HealthCheckRow, IllnessFollowUpRow, OutbreakWarningRow } from '@contract/health/checks';
import type { healthChecks, illnessFollowUps, outbreakWarnings } from '../../db/schema/health/checks';

/** Database rows → the replicated shapes of contract/health/checks.ts. */
export const toHealthCheckRow = (r: typeof healthChecks.$inferSelect): HealthCheckRow => ({
  id: r.id,
  schoolId: r.schoolId,
  classId: r.classId,
  studentId: r.studentId,
  day: r.day,
  session: r.session,
  temperature: r.temperature,
  symptoms: r.symptoms,
  result: r.result,
  note: r.note,
  photo: r.photo,
  hlc: r.hlc,
  recordedBy: r.recordedBy,
  recorderName: r.recorderName,
  createTime: r.createTime,
});

export const toIllnessFollowUpRow = (r: typeof illnessFollowUps.$inferSelect): IllnessFollowUpRow => ({
  id: r.id,
  schoolId: r.schoolId,
  classId: r.classId,
  studentId: r.studentId,
  day: r.day,
  symptoms: r.symptoms,
  seenDoctor: r.seenDoctor,
  diagnosis: r.diagnosis,
  expectedReturn: r.expectedReturn,
  note: r.note,
  updatedBy: r.updatedBy,
  updaterName: r.updaterName,
  updateTime: r.updatedAt.toISOString(),
});

export const toOutbreakWarningRow = (r: typeof outbreakWarnings.$inferSelect): OutbreakWarningRow => ({
  id: r.id,
  schoolId: r.schoolId,
  classId: r.classId,
  symptom: r.symptom,
  day: r.day,
  children: r.children,
  title: r.title,
  content: r.content,
  createTime: r.createdAt.toISOString(),
});
