import { childDetailsFromApplication, EnrolmentMsg, type EnrolmentRow } from '@contract/people/enrolment';
import { uuidv7Time } from '@contract/site/website';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import type { AreaMutators } from '../types';

async function existing(tx: MutatorTx, id: string, schoolId: number): Promise<EnrolmentRow> {
  const row = await tx.get('enrolments', id);
  if (!row || row.schoolId !== schoolId) throw new MutationError(EnrolmentMsg.missing);
  return row;
}

/**
 * The client half of server/services/people/enrolment: the same rules, on the replica. Assigning a class puts the child
 * under the device's own id at once; if another device placed the application first, the server keeps that child
 * and this one disappears when the replica takes the server's rows (the application's `studentId` says which).
 */
export const enrolmentMutators = {
  async 'enrolment.create'(tx, a) {
    await tx.put('enrolments', {
      ...a,
      status: 0,
      reason: '',
      classId: null,
      studentId: null,
      createTime: uuidv7Time(a.id),
    });
  },
  async 'enrolment.update'(tx, a) {
    const row = await existing(tx, a.id, a.schoolId);
    if (row.status !== 0) throw new MutationError(EnrolmentMsg.notPending);
    const { id: _id, schoolId: _school, ...fields } = a;
    await tx.put('enrolments', { ...row, ...fields });
  },
  async 'enrolment.delete'(tx, a) {
    const row = await existing(tx, a.id, a.schoolId);
    if (row.studentId) throw new MutationError(EnrolmentMsg.assigned);
    await tx.delete('enrolments', a.id);
  },
  async 'enrolment.admit'(tx, a) {
    const row = await existing(tx, a.id, a.schoolId);
    if (row.studentId) throw new MutationError(EnrolmentMsg.assigned);
    await tx.put('enrolments', { ...row, status: 1, reason: '' });
  },
  async 'enrolment.reject'(tx, a) {
    const row = await existing(tx, a.id, a.schoolId);
    if (row.studentId) throw new MutationError(EnrolmentMsg.assigned);
    await tx.put('enrolments', { ...row, status: 2, reason: a.reason });
  },
  async 'enrolment.assign'(tx, a) {
    const row = await existing(tx, a.id, a.schoolId);
    if (row.studentId) return;
    if (row.status !== 1) throw new MutationError(EnrolmentMsg.notAdmitted);
    const cls = await tx.get('classes', a.classId);
    if (!cls || cls.schoolId !== a.schoolId) throw new MutationError(EnrolmentMsg.classId);
    await tx.put('students', {
      id: a.studentId,
      schoolId: a.schoolId,
      classId: a.classId,
      name: row.childName,
      gender: row.gender,
      birthday: row.birthday,
      status: 1,
      ...childDetailsFromApplication(row),
      leaveDate: null,
      leaveReason: '',
    });
    await tx.put('enrolments', { ...row, classId: a.classId, studentId: a.studentId });
  },
} satisfies AreaMutators<'enrolment'>;
