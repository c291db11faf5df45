import { idNumberIssue } from '@contract/id-number';
import {
  STUDENT_DETAIL_DEFAULTS,
  type StudentRow,
  type StudentTransition,
  transitionFields,
  transitionIssue,
} from '@contract/people/school-records';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import { MutationMsg } from '../messages';
import type { MutatorMap } from '../types';

async function existing(tx: MutatorTx, id: string, schoolId: number): Promise<StudentRow> {
  const row = await tx.get('students', id);
  if (!row || row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
  return row;
}

async function requireClass(tx: MutatorTx, classId: string, schoolId: number): Promise<void> {
  const cls = await tx.get('classes', classId);
  if (!cls || cls.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
}

/** The record's cross-field rule the server checks too (server/services/people/students/check-student-record.ts). */
function checkIdNumber(row: StudentRow): void {
  const issue = idNumberIssue(row.idType, row.idNumber, row.birthday);
  if (issue) throw new MutationError(issue);
}

/** Without undefined values, so a spread keeps what an update leaves out. */
const given = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

async function transition(tx: MutatorTx, kind: StudentTransition, a: { schoolId: number; ids: string[]; classId?: string }) {
  if (a.classId !== undefined) await requireClass(tx, a.classId, a.schoolId);
  const rows = await Promise.all([...new Set(a.ids)].map((id) => existing(tx, id, a.schoolId)));
  const issue = transitionIssue(kind, rows);
  if (issue) throw new MutationError(issue);
  const fields = transitionFields(kind, a);
  for (const row of rows) await tx.put('students', { ...row, ...fields });
}

export const studentMutators = {
  async 'student.create'(tx, a) {
    await requireClass(tx, a.classId, a.schoolId);
    const { id, schoolId, classId, name, gender, birthday, ...details } = a;
    // status 1 (enrolled) and no leave, as the server's create does.
    const row: StudentRow = {
      ...STUDENT_DETAIL_DEFAULTS,
      ...given(details),
      id,
      schoolId,
      classId,
      name,
      gender,
      birthday,
      status: 1,
      leaveDate: null,
      leaveReason: '',
    };
    checkIdNumber(row);
    await tx.put('students', row);
  },
  async 'student.update'(tx, a) {
    const row = await existing(tx, a.id, a.schoolId);
    if (a.classId !== undefined) await requireClass(tx, a.classId, a.schoolId);
    const { id: _id, schoolId: _school, ...changes } = a;
    const next: StudentRow = { ...row, ...given(changes) };
    checkIdNumber(next);
    await tx.put('students', next);
  },
  async 'student.delete'(tx, a) {
    await existing(tx, a.id, a.schoolId);
    // The server deletes the child's guardians and exception records with it.
    for (const g of await tx.where('guardians', 'studentId', a.id)) await tx.delete('guardians', g.id);
    for (const e of await tx.where('studentExceptions', 'studentId', a.id)) await tx.delete('studentExceptions', e.id);
    await tx.delete('students', a.id);
  },
  'student.changeClass': (tx, a) => transition(tx, 'student.changeClass', a),
  'student.leave': (tx, a) => transition(tx, 'student.leave', a),
  'student.graduate': (tx, a) => transition(tx, 'student.graduate', a),
  'student.return': (tx, a) => transition(tx, 'student.return', a),
} satisfies Pick<
  MutatorMap,
  'student.create' | 'student.update' | 'student.delete' | 'student.changeClass' | 'student.leave' | 'student.graduate' | 'student.return'
>;
