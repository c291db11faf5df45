import { checkDayIssue, doseDayIssue, VaccineMsg, vaccineDoseId } from '@contract/health/vaccinations';
import { MutationError } from '../../errors';
import type { AreaMutators } from '../types';

/** The school's local day (China, UTC+8) of the device's clock. */
const chinaToday = (): string => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

const fail = (issue: string | null) => {
  if (issue) throw new MutationError(issue);
};

/**
 * The client half of server/services/health/vaccinations: the same checks and wording, applied to the replica. Who
 * saved and when are the server's; the pull brings them (until then the row keeps the previous ones).
 */
export const vaccinationMutators = {
  async 'vaccineDose.save'(tx, a) {
    const child = await tx.get('students', a.studentId);
    if (!child || child.schoolId !== a.schoolId) throw new MutationError(VaccineMsg.noStudent);
    fail(doseDayIssue(a.day, child.birthday, chinaToday()));
    const id = vaccineDoseId(a.studentId, a.vaccine, a.doseNo);
    const before = await tx.get('vaccineDoses', id);
    await tx.put('vaccineDoses', {
      ...a,
      id,
      updatedBy: before?.updatedBy ?? null,
      updatedByName: before?.updatedByName ?? '',
      updatedAt: before?.updatedAt ?? '',
    });
  },
  async 'vaccineDose.remove'(tx, a) {
    const row = await tx.get('vaccineDoses', a.id);
    if (!row || row.schoolId !== a.schoolId) throw new MutationError(VaccineMsg.missing);
    await tx.delete('vaccineDoses', a.id);
  },
  async 'vaccineCheck.save'(tx, a) {
    const child = await tx.get('students', a.studentId);
    if (!child || child.schoolId !== a.schoolId) throw new MutationError(VaccineMsg.noStudent);
    fail(checkDayIssue(a.day, child.birthday, chinaToday()));
    const before = await tx.get('vaccineChecks', a.studentId);
    await tx.put('vaccineChecks', {
      ...a,
      id: a.studentId,
      updatedBy: before?.updatedBy ?? null,
      updatedByName: before?.updatedByName ?? '',
      updatedAt: before?.updatedAt ?? '',
    });
  },
  async 'vaccineCheck.remove'(tx, a) {
    const row = await tx.get('vaccineChecks', a.studentId);
    if (!row || row.schoolId !== a.schoolId) throw new MutationError(VaccineMsg.missing);
    await tx.delete('vaccineChecks', a.studentId);
  },
} satisfies AreaMutators<'vaccinations'>;
