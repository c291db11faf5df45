import { approvalsCalls } from '@contract/org/approvals-calls';
import type { FastifyInstance } from 'fastify';
import { ApprovalMsg } from '@contract';
import { approvalOptions } from '../../services/org/approvals/approval-people';
import { decideApproval, revokeApproval } from '../../services/org/approvals/decide-approval';
import { approvalDetail, listApprovalBox, listSchoolApprovals } from '../../services/org/approvals/list-approvals';
import { deleteApprovalTemplate, listApprovalTemplates, saveApprovalTemplate } from '../../services/org/approvals/save-template';
import { submitApproval } from '../../services/org/approvals/submit-approval';
import type { AuthedContext } from '../../services/context';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * 审批 (docs/approvals.md; SPEC §7 "approval services"): templates (审批设置), applying (also the sync mutation
 * `approval.submit`), the caller's lists, deciding and revoking (online: they need the server's answer), and the
 * school's list for 审批管理.
 */
export function approvalRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const tx = true;

  route(approvalsCalls.listApprovalTemplates, { run: listApprovalTemplates });
  route(approvalsCalls.approvalOptions, { run: (ctx: AuthedContext, i: { schoolId: number }) => approvalOptions(ctx.db, i.schoolId) });
  route(approvalsCalls.saveApprovalTemplate, { run: saveApprovalTemplate, msg: ApprovalMsg.templateSaved, tx });
  route(approvalsCalls.deleteApprovalTemplate, { run: deleteApprovalTemplate, msg: ApprovalMsg.templateDeleted, tx });

  route(approvalsCalls.submitApproval, { run: submitApproval, msg: ApprovalMsg.submitted, tx });
  route(approvalsCalls.listApprovalBox, { run: listApprovalBox });
  route(approvalsCalls.approvalDetail, { run: approvalDetail });
  route(approvalsCalls.decideApproval, {
    run: decideApproval,
    msg: (i) => (i.action === 'approve' ? ApprovalMsg.approved : ApprovalMsg.refused),
    tx,
  });
  route(approvalsCalls.revokeApproval, { run: revokeApproval, msg: '操作成功', tx });
  route(approvalsCalls.listSchoolApprovals, { run: listSchoolApprovals });
}
