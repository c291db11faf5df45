import type { VaccineCheckRow, VaccineDoseRow } from '@contract/health/vaccinations';
import type { vaccineChecks, vaccineDoses } from '../../db/schema/health/vaccinations';

/** Database row → the replicated shapes of contract/health/vaccinations.ts. */
export const toVaccineDoseRow = (r: typeof vaccineDoses.$inferSelect): VaccineDoseRow => ({
  id: r.id,
  schoolId: r.schoolId,
  studentId: r.studentId,
  vaccine: r.vaccine,
  doseNo: r.doseNo,
  day: r.day,
  place: r.place,
  batch: r.batch,
  source: r.source as VaccineDoseRow['source'],
  note: r.note,
  updatedBy: r.updatedBy,
  updatedByName: r.updatedByName,
  updatedAt: r.updatedAt.toISOString(),
});

export const toVaccineCheckRow = (r: typeof vaccineChecks.$inferSelect): VaccineCheckRow => ({
  id: r.id,
  schoolId: r.schoolId,
  studentId: r.studentId,
  day: r.day,
  note: r.note,
  updatedBy: r.updatedBy,
  updatedByName: r.updatedByName,
  updatedAt: r.updatedAt.toISOString(),
});
