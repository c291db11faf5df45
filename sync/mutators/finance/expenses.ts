import { expenseProjectIssue } from '@contract/finance/expenses';
import { MutationError } from '../../errors';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

/** 支出报销's mutator: a project drafted offline with the server's checks (contract/finance/expenses.ts) on the replica. */
export const expenseMutators = {
  async 'expenseProject.save'(tx, a) {
    const before = await tx.get('expenseProjects', a.id);
    if (before && before.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    const others = await tx.where('expenseProjects', 'schoolId', a.schoolId);
    const issue = expenseProjectIssue(a, others);
    if (issue) throw new MutationError(issue);
    await tx.put('expenseProjects', { ...a });
  },
} satisfies AreaMutators<'expenses'>;
