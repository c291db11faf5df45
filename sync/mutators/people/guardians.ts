import type { GuardianRow } from '@contract/people/school-records';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import { MutationMsg } from '../messages';
import type { MutatorMap } from '../types';

async function existing(tx: MutatorTx, id: string, schoolId: number): Promise<GuardianRow> {
  const row = await tx.get('guardians', id);
  if (!row || row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
  return row;
}

/** One primary contact per child, as the server keeps it: the others lose the mark. */
async function clearOtherPrimary(tx: MutatorTx, row: GuardianRow): Promise<void> {
  if (!row.primary) return;
  for (const g of await tx.where('guardians', 'studentId', row.studentId))
    if (g.id !== row.id && g.primary) await tx.put('guardians', { ...g, primary: false });
}

export const guardianMutators = {
  async 'guardian.create'(tx, a) {
    const student = await tx.get('students', a.studentId);
    if (!student || student.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    const row: GuardianRow = {
      id: a.id,
      schoolId: a.schoolId,
      studentId: a.studentId,
      relation: a.relation,
      name: a.name,
      phone: a.phone,
      primary: a.primary,
      mayPickUp: a.mayPickUp,
      photo: a.photo,
    };
    await tx.put('guardians', row);
    await clearOtherPrimary(tx, row);
  },
  async 'guardian.update'(tx, a) {
    const before = await existing(tx, a.id, a.schoolId);
    const row: GuardianRow = {
      ...before,
      relation: a.relation ?? before.relation,
      name: a.name ?? before.name,
      phone: a.phone ?? before.phone,
      primary: a.primary ?? before.primary,
      mayPickUp: a.mayPickUp ?? before.mayPickUp,
      photo: a.photo ?? before.photo,
    };
    await tx.put('guardians', row);
    await clearOtherPrimary(tx, row);
  },
  async 'guardian.delete'(tx, a) {
    await existing(tx, a.id, a.schoolId);
    await tx.delete('guardians', a.id);
  },
  async 'studentException.create'(tx, a) {
    const student = await tx.get('students', a.studentId);
    if (!student || student.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    await tx.put('studentExceptions', { ...a });
  },
  async 'studentException.delete'(tx, a) {
    const row = await tx.get('studentExceptions', a.id);
    if (!row || row.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    await tx.delete('studentExceptions', a.id);
  },
} satisfies Pick<
  MutatorMap,
  'guardian.create' | 'guardian.update' | 'guardian.delete' | 'studentException.create' | 'studentException.delete'
>;
