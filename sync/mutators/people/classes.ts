import { orderClasses } from '@contract/people/promotion';
import type { ClassRow } from '@contract/people/school-records';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import { MutationMsg } from '../messages';
import type { MutatorMap } from '../types';

async function existing(tx: MutatorTx, id: string, schoolId: number): Promise<ClassRow> {
  const row = await tx.get('classes', id);
  if (!row || row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
  return row;
}

/**
 * The class mutators. Teachers' names come with the args (the dialog has them from the staff list); the server
 * stores the members' own names, which the next pull brings. History rows are written by the server only (their
 * ids are its own), so a rename shows in 班级历史 once it has synced.
 */
export const classMutators = {
  async 'class.create'(tx, a) {
    // Last in the list: the server sets sort to the school's class count.
    const sort = (await tx.where('classes', 'schoolId', a.schoolId)).length;
    await tx.put('classes', {
      id: a.id,
      schoolId: a.schoolId,
      name: a.name,
      grade: a.grade,
      headTeacher: a.headTeacher,
      headTeacherId: a.headTeacherId,
      assistants: a.assistants,
      sort,
    });
  },
  async 'class.update'(tx, a) {
    const row = await existing(tx, a.id, a.schoolId);
    await tx.put('classes', {
      ...row,
      name: a.name ?? row.name,
      grade: a.grade ?? row.grade,
      headTeacher: a.headTeacher ?? row.headTeacher,
      // Only fields the args name: a row the same as the server's stays the same object shape (rebase writes nothing).
      ...(a.headTeacherId !== undefined ? { headTeacherId: a.headTeacherId } : {}),
      ...(a.assistants !== undefined ? { assistants: a.assistants } : {}),
    });
  },
  async 'class.delete'(tx, a) {
    await existing(tx, a.id, a.schoolId);
    if ((await tx.where('students', 'classId', a.id)).length > 0) throw new MutationError(MutationMsg.classHasStudents);
    await tx.delete('classes', a.id);
    for (const h of await tx.where('classHistory', 'classId', a.id)) await tx.delete('classHistory', h.id);
  },
  async 'class.sort'(tx, a) {
    const rows = await tx.where('classes', 'schoolId', a.schoolId);
    for (const [i, row] of orderClasses(rows, a.ids).entries()) if (row.sort !== i) await tx.put('classes', { ...row, sort: i });
  },
} satisfies Pick<MutatorMap, 'class.create' | 'class.update' | 'class.delete' | 'class.sort'>;
