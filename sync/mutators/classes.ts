import type { ClassRow } from '@contract';
import { MutationError } from '../errors';
import type { MutatorTx } from '../mutator-tx';
import { MutationMsg } from './messages';
import type { MutatorMap } from './types';

async function existing(tx: MutatorTx, id: string, schoolId: number): Promise<ClassRow> {
  const row = await tx.get('classes', id);
  if (!row || row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
  return row;
}

export const classMutators = {
  async 'class.create'(tx, a) {
    // Last in the list: the server sets sort to the school's class count.
    const sort = (await tx.where('classes', 'schoolId', a.schoolId)).length;
    await tx.put('classes', { id: a.id, schoolId: a.schoolId, name: a.name, grade: a.grade, headTeacher: a.headTeacher, sort });
  },
  async 'class.update'(tx, a) {
    const row = await existing(tx, a.id, a.schoolId);
    await tx.put('classes', {
      ...row,
      name: a.name ?? row.name,
      grade: a.grade ?? row.grade,
      headTeacher: a.headTeacher ?? row.headTeacher,
    });
  },
  async 'class.delete'(tx, a) {
    await existing(tx, a.id, a.schoolId);
    if ((await tx.where('students', 'classId', a.id)).length > 0) throw new MutationError(MutationMsg.classHasStudents);
    await tx.delete('classes', a.id);
  },
} satisfies Pick<MutatorMap, 'class.create' | 'class.update' | 'class.delete'>;
