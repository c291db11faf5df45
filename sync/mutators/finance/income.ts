import { incomeProjectIssue } from '@contract/finance/income';
import { MutationError } from '../../errors';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

/**
 * Other income's mutator: a project drafted on the device with the server's checks (contract/finance/income.ts: a
 * name is the school's once). Incomes are recorded and voided online; the pull brings them.
 */
export const incomeMutators = {
  async 'incomeProject.save'(tx, a) {
    const before = await tx.get('incomeProjects', a.id);
    if (before && before.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    const issue = incomeProjectIssue(a, await tx.where('incomeProjects', 'schoolId', a.schoolId));
    if (issue) throw new MutationError(issue);
    await tx.put('incomeProjects', a);
  },
} satisfies AreaMutators<'income'>;
