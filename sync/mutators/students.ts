import type { StudentRow } from '@contract';
import { MutationError } from '../errors';
import type { MutatorTx } from '../mutator-tx';
import { MutationMsg } from './messages';
import type { MutatorMap } from './types';

async function existing(tx: MutatorTx, id: string, schoolId: number): Promise<StudentRow> {
  const row = await tx.get('students', id);
  if (!row || row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
  return row;
}

async function requireClass(tx: MutatorTx, classId: string, schoolId: number): Promise<void> {
  const cls = await tx.get('classes', classId);
  if (!cls || cls.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
}

export const studentMutators = {
  async 'student.create'(tx, a) {
    await requireClass(tx, a.classId, a.schoolId);
    // status 1 (enrolled), as the server's create does.
    await tx.put('students', {
      id: a.id,
      schoolId: a.schoolId,
      classId: a.classId,
      name: a.name,
      gender: a.gender,
      birthday: a.birthday,
      status: 1,
    });
  },
  async 'student.update'(tx, a) {
    const row = await existing(tx, a.id, a.schoolId);
    if (a.classId !== undefined) await requireClass(tx, a.classId, a.schoolId);
    await tx.put('students', {
      ...row,
      classId: a.classId ?? row.classId,
      name: a.name ?? row.name,
      gender: a.gender ?? row.gender,
      birthday: a.birthday ?? row.birthday,
    });
  },
  async 'student.delete'(tx, a) {
    await existing(tx, a.id, a.schoolId);
    await tx.delete('students', a.id);
  },
} satisfies Pick<MutatorMap, 'student.create' | 'student.update' | 'student.delete'>;
