import type { CheckupRow, HealthProfileRow } from '@contract/health/health-records';
import type { checkups, healthProfiles } from '../../db/schema/health/health-records';

const tenths = (v: number | null): number | null => (v === null ? null : v / 10);

/** A check-up as the replica holds it: the stored tenths back to one-decimal numbers. */
export const toCheckupRow = (r: typeof checkups.$inferSelect): CheckupRow => ({
  id: r.id,
  schoolId: r.schoolId,
  studentId: r.studentId,
  classId: r.classId,
  kind: r.kind,
  date: r.date,
  heightCm: r.heightTenths / 10,
  weightKg: r.weightTenths / 10,
  headCm: tenths(r.headTenths),
  haemoglobin: r.haemoglobin,
  visionLeft: tenths(r.visionLeftTenths),
  visionRight: tenths(r.visionRightTenths),
  eyeAppraisal: r.eyeAppraisal,
  hearing: r.hearing,
  caries: r.caries,
  conclusion: r.conclusion,
  doctor: r.doctor,
  note: r.note,
  updatedAt: r.updatedAt.toISOString(),
  updatedByName: r.updatedByName,
});

export const toHealthProfileRow = (r: typeof healthProfiles.$inferSelect): HealthProfileRow => ({
  id: r.id,
  schoolId: r.schoolId,
  studentId: r.studentId,
  foodAllergens: r.foodAllergens,
  otherAllergies: r.otherAllergies,
  drugAllergies: r.drugAllergies,
  pastIllnesses: r.pastIllnesses,
  note: r.note,
  updatedAt: r.updatedAt.toISOString(),
  updatedByName: r.updatedByName,
});
