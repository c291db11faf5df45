import { ApprovalMsg, formIssue } from '@contract/org/approvals';
import { MutationError } from '../../errors';
import type { AreaMutators } from '../types';

/**
 * The client half of `approval.submit`: the template must be the school's and enabled on the replica, and the form
 * must satisfy its fields (formIssue, the server's own check and words). Applications are not replicated, so the
 * optimistic change is the outbox row itself: 审批中心 lists the school's pending `approval.submit` rows as
 * 未提交（待同步） until the server has them (docs/approvals.md).
 */
export const approvalMutators = {
  async 'approval.submit'(tx, a) {
    const template = await tx.get('approvalTemplates', a.templateId);
    if (!template || template.schoolId !== a.schoolId || !template.enabled) throw new MutationError(ApprovalMsg.templateNotFound);
    const issue = formIssue(template.fields, a.form);
    if (issue) throw new MutationError(issue.message);
  },
} satisfies AreaMutators<'approvals'>;
