import { SalaryMsg, salaryTemplateId, slipAmountsIssue, slipEditIssue, slipTotals } from '@contract/finance/salaries';
import { MutationError } from '../../errors';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

/**
 * The salary mutators: the services' checks (contract/finance/salaries.ts) on the replica. The template is the school's one
 * row; a slip is edited only while its month is a draft, its totals follow from the month's items.
 */
export const salaryMutators = {
  async 'salaryTemplate.save'(tx, a) {
    await tx.put('salaryTemplates', { id: salaryTemplateId(a.schoolId), schoolId: a.schoolId, items: a.items });
  },
  async 'salarySlip.save'(tx, a) {
    const slip = await tx.get('salarySlips', a.id);
    if (!slip || slip.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    const month = await tx.get('salaryMonths', slip.monthId);
    if (!month) throw new MutationError(SalaryMsg.missing);
    const issue = slipEditIssue(month.state) ?? slipAmountsIssue(month.items, a.amounts);
    if (issue) throw new MutationError(issue);
    await tx.put('salarySlips', { ...slip, amounts: a.amounts, ...slipTotals(month.items, a.amounts) });
  },
} satisfies AreaMutators<'salaries'>;
