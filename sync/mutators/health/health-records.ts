import { checkupIssue, HealthRecordMsg } from '@contract/health/health-records';
import { uuidv7Time } from '@contract/ids';
import { MutationError } from '../../errors';
import type { AreaMutators } from '../types';

/**
 * The client half of the 健康档案 services (server/services/health/health-records): the same checks on the replica.
 * Who saved it and when come back with the pull.
 */
export const healthRecordMutators = {
  async 'checkup.save'(tx, a) {
    const before = await tx.get('checkups', a.id);
    if (before && (before.schoolId !== a.schoolId || before.studentId !== a.studentId)) throw new MutationError(HealthRecordMsg.missing);
    const student = await tx.get('students', a.studentId);
    if (!student || student.schoolId !== a.schoolId) throw new MutationError(HealthRecordMsg.notInSchool);
    const issue = checkupIssue(a, student.birthday);
    if (issue) throw new MutationError(issue);
    const { id, schoolId, studentId, ...fields } = a;
    await tx.put('checkups', {
      id,
      schoolId,
      studentId,
      classId: before?.classId ?? student.classId,
      ...fields,
      updatedAt: before?.updatedAt ?? uuidv7Time(id),
      updatedByName: before?.updatedByName ?? '',
    });
  },
  async 'checkup.delete'(tx, a) {
    const row = await tx.get('checkups', a.id);
    if (!row || row.schoolId !== a.schoolId) throw new MutationError(HealthRecordMsg.missing);
    await tx.delete('checkups', a.id);
  },
  async 'healthProfile.save'(tx, a) {
    const student = await tx.get('students', a.studentId);
    if (!student || student.schoolId !== a.schoolId) throw new MutationError(HealthRecordMsg.notInSchool);
    const before = await tx.get('healthProfiles', a.studentId);
    await tx.put('healthProfiles', {
      id: a.studentId,
      ...a,
      updatedAt: before?.updatedAt ?? '',
      updatedByName: before?.updatedByName ?? '',
    });
  },
} satisfies AreaMutators<'healthRecords'>;
